import { defineCallable } from '@/platform/define-callable';
import * as profile from './profile-settings.service';

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
  (_input, ctx) => profile.exportUserData(ctx.db, ctx.user.id, ctx.services),
);

export const revokeSessionCallable = defineCallable(
  'profileSettings.revokeSession',
  { auth: 'required', endsSessions: true },
  (input, ctx) => profile.revokeSession(ctx.db, ctx.user.id, input.id, ctx.sessionId ?? ''),
);

export const revokeOtherSessionsCallable = defineCallable(
  'profileSettings.revokeOtherSessions',
  { auth: 'required', endsSessions: true },
  (_input, ctx) => profile.revokeOtherSessions(ctx.db, ctx.user.id, ctx.sessionId ?? ''),
);
