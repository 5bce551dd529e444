import { defineFeature } from '@/platform/define-feature';
import type { PwnedPasswordRanges } from './pwned-password-ranges.service';
import { mountPwnedPasswordRoutes } from './pwned-passwords.routes';

/** The Pwned Passwords range API: routes only, answered from the store the server opened. */
export const pwnedPasswordsFeature = defineFeature({
  slug: 'pwned-passwords',
  mountRoutes: (app, deps: { pwnedPasswords: PwnedPasswordRanges }) =>
    mountPwnedPasswordRoutes(app, deps.pwnedPasswords),
});
