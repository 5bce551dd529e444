import { defineCallableAccess } from '@/testing/callable-access';

/** The catalog is public reference data: its callables name nobody's rows. */
export const callableAccess = defineCallableAccess({
  ownScopeOnly: ['emailBreachCheck.describeBreaches', 'emailBreachCheck.getBreach'],
});
