import { passkeyClient } from '@better-auth/passkey/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { trackAuthRequest } from './auth-requests-in-flight';
import { AUTH_REQUEST_TIMEOUT_MS } from './auth-timeout';

/**
 * The better-auth client, same-origin. We never subscribe to its session atom: the Redux
 * session slice is the one source of truth, so the client's own focus/poll refetching stays off.
 * Only pages that sign in or change the account import it, which keeps it off the first load.
 */
export const authClient = createAuthClient({
  // No location when the login page is prerendered at build time, where nothing is sent.
  baseURL: globalThis.location?.origin,
  plugins: [twoFactorClient(), passkeyClient()],
  fetchOptions: {
    timeout: AUTH_REQUEST_TIMEOUT_MS,
    // Counted, so a session check waits for an answer that may carry a replaced session's cookie.
    customFetchImpl: (input, init) => trackAuthRequest(fetch(input, init)),
  },
  // Its redirect plugin would do a full page load whenever a response says `redirect: true`
  // (e.g. sign-in with a callbackURL); the router decides where people go instead.
  disableDefaultFetchPlugins: true,
});
