import { passkey } from '@better-auth/passkey';
import type { AppDb } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { authError } from './auth-error';
import { markPasskeyUsed } from './passkey.repository';

interface PasskeyPluginDeps {
  db: AppDb;
  clock: Clock;
}

/**
 * @better-auth/passkey bound to the app's own address: the relying party is APP_URL's host (so
 * `localhost` works in development; a bare IP address cannot be one, by the WebAuthn rules) and
 * only APP_URL's origin may answer a ceremony, never whatever Origin a request claims.
 *
 * A passkey alone signs in, so it must be two factors in one: the credential must live on the
 * authenticator (discoverable, so no email is typed first) and the authenticator must check the
 * person (PIN or biometrics). A sign-in without that check is refused here, since the plugin
 * itself only asks for it.
 */
export function createPasskeyPlugin(baseUrl: string, deps: PasskeyPluginDeps) {
  const appUrl = new URL(baseUrl);
  const plugin = passkey({
    rpID: appUrl.hostname,
    rpName: 'Bulwark Security',
    origin: appUrl.origin,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    authentication: {
      afterVerification: async ({ verification, clientData }) => {
        if (!verification.authenticationInfo.userVerified) {
          throw authError('auth/invalid-credential', {
            message: 'Your passkey did not confirm it was you (PIN or fingerprint). Try again.',
          });
        }
        await markPasskeyUsed(deps.db, clientData.id, deps.clock.now());
      },
    },
  });
  // Declared so better-auth returns it from list-user-passkeys; only we write it, never a request.
  const fields = {
    ...plugin.schema.passkey.fields,
    lastUsedAt: { type: 'date', required: false, input: false },
  } as const;
  return { ...plugin, schema: { passkey: { ...plugin.schema.passkey, fields } } };
}
