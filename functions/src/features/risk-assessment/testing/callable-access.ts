import { generateId } from '@bulwark/contracts/ids';
import { defineCallableAccess } from '@/testing/callable-access';

export const callableAccess = defineCallableAccess({
  async seedVictim({ call }) {
    const draft = await call('riskAssessment.start', { mode: 'quick' });
    await call('riskAssessment.saveAnswers', { id: draft.id, answers: { A1: ['unique'] } });
    return { draftId: draft.id };
  },
  ownScopeOnly: [
    'riskAssessment.getOverview',
    'riskAssessment.start',
    'riskAssessment.setActionState',
    'riskAssessment.getHistory',
  ],
  reads: ['riskAssessment.getOverview', 'riskAssessment.getHistory'],
  attacks: {
    'riskAssessment.saveAnswers': (ids) => ({ id: ids.draftId, answers: { A1: ['reused'] } }),
    'riskAssessment.submit': (ids) => ({ id: ids.draftId, idempotencyKey: generateId() }),
    'riskAssessment.discardDraft': (ids) => ({ id: ids.draftId }),
  },
});
