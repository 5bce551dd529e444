import type { ArticleProgress, ArticleSlug } from '@bulwark/contracts/schemas/article.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { articleProgressQueryOptions } from './get-article-progress';

type ProgressList = ArticleProgress[];

function withArticle(
  list: ProgressList | undefined,
  slug: ArticleSlug,
  change: (p: ArticleProgress) => ArticleProgress,
) {
  const current = list ?? [];
  const existing = current.find((item) => item.slug === slug) ?? {
    slug,
    readAt: null,
    checkedItems: [],
  };
  return [...current.filter((item) => item.slug !== slug), change(existing)];
}

/** Applies the change to the cache at once and rolls it back if the server refuses. */
function useOptimisticProgress<I extends { slug: ArticleSlug }>(
  mutationFn: (input: I) => Promise<ArticleProgress>,
  apply: (progress: ArticleProgress, input: I) => ArticleProgress,
) {
  const queryClient = useQueryClient();
  const { queryKey } = articleProgressQueryOptions();
  return useMutation({
    mutationFn,
    onMutate: async (input: I) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        withArticle(previous, input.slug, (p) => apply(p, input)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export interface ChecklistTick {
  slug: ArticleSlug;
  itemId: string;
  checked: boolean;
}

export function useSetChecklistItem() {
  return useOptimisticProgress(
    (input: ChecklistTick) => callFunction('articles.setChecklistItem', input),
    (progress, input) => ({
      ...progress,
      checkedItems: input.checked
        ? [...new Set([...progress.checkedItems, input.itemId])]
        : progress.checkedItems.filter((id) => id !== input.itemId),
    }),
  );
}

export function useMarkArticleRead() {
  return useOptimisticProgress(
    (input: { slug: ArticleSlug; read: boolean }) => callFunction('articles.markRead', input),
    (progress, input) => ({ ...progress, readAt: input.read ? new Date().toISOString() : null }),
  );
}
