import { defineCallableAccess } from '@/testing/callable-access';

export const callableAccess = defineCallableAccess({
  async seedVictim({ call }) {
    await call('articles.setChecklistItem', {
      slug: 'raas',
      itemId: 'back-up-files',
      checked: true,
    });
    return {};
  },
  ownScopeOnly: ['articles.getProgress', 'articles.setChecklistItem', 'articles.markRead'],
  reads: ['articles.getProgress'],
});
