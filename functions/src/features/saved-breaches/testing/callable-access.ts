import { defineCallableAccess } from '@/testing/callable-access';

export const callableAccess = defineCallableAccess({
  async seedVictim({ call }) {
    const saved = await call('savedBreaches.add', { breachName: 'Adobe' });
    return { savedBreachId: saved.id };
  },
  ownScopeOnly: ['savedBreaches.list', 'savedBreaches.add', 'savedBreaches.getExposureSummary'],
  reads: ['savedBreaches.list', 'savedBreaches.getExposureSummary'],
  attacks: {
    'savedBreaches.remove': (ids) => ({ id: ids.savedBreachId }),
    'savedBreaches.updateStep': (ids) => ({
      id: ids.savedBreachId,
      stepId: 'change-password',
      state: 'skipped',
    }),
    'savedBreaches.updateNotes': (ids) => ({
      id: ids.savedBreachId,
      notes: 'written by someone else',
    }),
    'savedBreaches.setStatus': (ids) => ({ id: ids.savedBreachId, status: 'fixed' }),
    'savedBreaches.resolveMany': (ids) => ({ ids: [ids.savedBreachId] }),
  },
});
