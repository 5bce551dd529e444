import { defineCallableAccess } from '@/testing/callable-access';

export const callableAccess = defineCallableAccess({
  // Every signed-in person has events (their sign-ins): nothing to seed.
  seedVictim: () => Promise.resolve({}),
  ownScopeOnly: ['securityActivity.list'],
  reads: ['securityActivity.list'],
  attacks: {},
});
