import { defineCallableAccess } from '@/testing/callable-access';

export const callableAccess = defineCallableAccess({
  async seedVictim({ call }) {
    const check = await call('passwordChecks.record', {
      label: 'Bank',
      score: 3,
      pwned: false,
      reused: false,
      inUse: true,
    });
    return { passwordCheckId: check.id };
  },
  ownScopeOnly: ['passwordChecks.list', 'passwordChecks.record'],
  reads: ['passwordChecks.list'],
  attacks: { 'passwordChecks.remove': (ids) => ({ id: ids.passwordCheckId }) },
});
