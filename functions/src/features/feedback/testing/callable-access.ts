import { generateId } from '@bulwark/contracts/ids';
import { defineCallableAccess } from '@/testing/callable-access';

export const callableAccess = defineCallableAccess({
  async seedVictim({ call }) {
    await call('feedback.submit', {
      idempotencyKey: generateId(),
      category: 'idea',
      rating: 4,
      message: 'Only the victim wrote this.',
    });
    return {};
  },
  ownScopeOnly: ['feedback.submit', 'feedback.list'],
  reads: ['feedback.list'],
});
