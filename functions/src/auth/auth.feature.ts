import { defineFeature } from '@/platform/define-feature';
import {
  account,
  rateLimit,
  session,
  signInFailure,
  totpCodeUse,
  twoFactor,
  user,
  verification,
} from './auth.table';

/** Identity's tables (better-auth's and our hardening's); its routes are mounted by app.ts. */
export const authFeature = defineFeature({
  slug: 'auth',
  tables: [user, session, account, verification, twoFactor, rateLimit, signInFailure, totpCodeUse],
});
