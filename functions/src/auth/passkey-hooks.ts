import { PasskeyNameSchema } from '@bulwark/contracts/schemas/passkey.schema';
import { isAPIError } from 'better-auth/api';
import type { AppDb } from '@/db/client';
import { recordChange } from '@/platform/changes';
import { authError } from './auth-error';
import { type HookContext, field } from './hook-context';
import { type SessionWithUser, deleteSession } from './session.repository';

/** Change events of the account's passkeys: the risk score credits a passkey. */
export const ACCOUNT_PASSKEYS_COLLECTION = 'account-passkeys';

/** Adding or removing a passkey changes how the account signs in: a recent sign-in first. */
export const PASSKEY_RECENT_LOGIN_PATHS = [
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
];

function requireValidName(name: unknown) {
  if (name === undefined) return;
  const parsed = PasskeyNameSchema.safeParse(name);
  if (!parsed.success)
    throw authError('auth/operation-not-allowed', { message: parsed.error.issues[0]?.message });
}

/** Before better-auth's passkey endpoints: names within bounds, and the account's address as the username. */
export function beforePasskey(ctx: HookContext) {
  switch (ctx.path) {
    case '/passkey/generate-register-options':
      // The plugin would hand the passkey's label to the authenticator as the username, so the
      // device's passkey picker would list "Work laptop" instead of the address it signs in to.
      return { context: { query: { ...(ctx.query as object), name: undefined } } };
    case '/passkey/verify-registration':
    case '/passkey/update-passkey':
      requireValidName((ctx.body as Record<string, unknown> | undefined)?.['name']);
      return undefined;
    default:
      return undefined;
  }
}

interface PasskeyAfterState {
  db: AppDb;
  /** The session this browser had before the request. */
  session: SessionWithUser | null;
  failed: boolean;
}

function passkeyIdOf(returned: unknown): { id: string; name: string | null } | null {
  if (typeof returned !== 'object' || returned === null || isAPIError(returned)) return null;
  const { id, name } = returned as { id?: unknown; name?: unknown };
  return typeof id === 'string' ? { id, name: typeof name === 'string' ? name : null } : null;
}

/** After them: a passkey sign-in replaces this browser's old session; changes are announced. */
export async function afterPasskey(ctx: HookContext, state: PasskeyAfterState) {
  if (state.failed) return;
  const { db, session } = state;
  switch (ctx.path) {
    case '/passkey/verify-authentication': {
      // As for a password sign-in (ASVS 5.0 7.2.4): no orphan session stays valid.
      const created = ctx.context.newSession;
      if (created && session && session.id !== created.session.id)
        await deleteSession(db, session.id);
      return;
    }
    case '/passkey/verify-registration': {
      const added = passkeyIdOf(ctx.context.returned);
      if (session && added)
        await recordChange(db, {
          userId: session.userId,
          collection: ACCOUNT_PASSKEYS_COLLECTION,
          op: 'insert',
          rowId: added.id,
          after: { name: added.name },
        });
      return;
    }
    case '/passkey/delete-passkey': {
      const id = field(ctx.body, 'id');
      if (session && id)
        await recordChange(db, {
          userId: session.userId,
          collection: ACCOUNT_PASSKEYS_COLLECTION,
          op: 'delete',
          rowId: id,
        });
      return;
    }
    default:
      return;
  }
}
