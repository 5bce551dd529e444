import type { SecurityEventKind } from '@bulwark/contracts/schemas/security-activity.schema';
import { recordSecurityEvent } from '@/features/security-activity/security-activity.service';
import { type CallableContext, defineCallable } from '@/platform/define-callable';
import * as profile from './profile-settings.service';

/** The change joins the person's security activity, in the same transaction. */
async function recordInActivity(
  ctx: CallableContext,
  kind: SecurityEventKind,
  sessionsEnded?: number,
): Promise<void> {
  await recordSecurityEvent(ctx.db, ctx.services, {
    account: { userId: ctx.user.id },
    kind,
    ...ctx.client,
    details: sessionsEnded === undefined ? {} : { sessionsEnded },
  });
}

export const getProfileCallable = defineCallable(
  'profileSettings.get',
  { auth: 'required' },
  (_input, ctx) => profile.getProfile(ctx.db, ctx.user.id),
);

export const updateProfileCallable = defineCallable(
  'profileSettings.update',
  { auth: 'required' },
  (input, ctx) =>
    profile.updateDisplayName(ctx.db, ctx.user.id, input.displayName, ctx.services.clock),
);

export const uploadAvatarCallable = defineCallable(
  'profileSettings.uploadAvatar',
  { auth: 'required' },
  (input, ctx) =>
    profile.saveAvatar(ctx.db, { userId: ctx.user.id, ...input, clock: ctx.services.clock }),
);

export const removeAvatarCallable = defineCallable(
  'profileSettings.removeAvatar',
  { auth: 'required' },
  (_input, ctx) => profile.removeAvatar(ctx.db, ctx.user.id),
);

export const listSessionsCallable = defineCallable(
  'profileSettings.listSessions',
  { auth: 'required' },
  (_input, ctx) => profile.listSessions(ctx.db, ctx.user.id, ctx.sessionId ?? ''),
);

export const exportDataCallable = defineCallable(
  'profileSettings.exportData',
  { auth: 'required' },
  async (_input, ctx) => {
    const data = await profile.exportUserData(ctx.db, ctx.user.id, ctx.services);
    await recordInActivity(ctx, 'data-exported');
    return data;
  },
);

export const revokeSessionCallable = defineCallable(
  'profileSettings.revokeSession',
  { auth: 'required', endsSessions: true },
  async (input, ctx) => {
    const result = await profile.revokeSession(ctx.db, ctx.user.id, input.id, ctx.sessionId ?? '');
    if (result.revoked) await recordInActivity(ctx, 'sessions-ended', 1);
    return result;
  },
);

export const revokeOtherSessionsCallable = defineCallable(
  'profileSettings.revokeOtherSessions',
  { auth: 'required', endsSessions: true },
  async (_input, ctx) => {
    const result = await profile.revokeOtherSessions(ctx.db, ctx.user.id, ctx.sessionId ?? '');
    if (result.revoked > 0) await recordInActivity(ctx, 'sessions-ended', result.revoked);
    return result;
  },
);
