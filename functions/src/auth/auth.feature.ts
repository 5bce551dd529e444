import { defineFeature } from '@/platform/define-feature';
import { listPasskeysForExport } from './passkey.repository';
import {
  account,
  passkey,
  rateLimit,
  session,
  signInFailure,
  totpCodeUse,
  twoFactor,
  user,
  verification,
} from './auth.table';

/**
 * Identity's tables (better-auth's and our hardening's); its routes are mounted by app.ts. Its
 * share of the data export is the passkeys (the profile and sessions are profile-settings').
 */
export const authFeature = defineFeature({
  slug: 'auth',
  tables: [
    user,
    session,
    account,
    verification,
    twoFactor,
    passkey,
    rateLimit,
    signInFailure,
    totpCodeUse,
  ],
  userData: {
    export: async (db, userId) => ({ passkeys: await listPasskeysForExport(db, userId) }),
  },
});
