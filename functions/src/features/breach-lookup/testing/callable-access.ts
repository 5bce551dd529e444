import { defineCallableAccess } from '@/testing/callable-access';

/** The server-side check answers about the address it is given, never about a stored row. */
export const callableAccess = defineCallableAccess({
  ownScopeOnly: ['emailBreachCheck.check'],
});
