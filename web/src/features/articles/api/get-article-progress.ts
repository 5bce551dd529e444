import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';

/** Keyed under 'articles', the collection name the stream's change events carry. */
export function articleProgressQueryOptions() {
  return queryOptions({
    queryKey: ['articles', 'progress'],
    queryFn: ({ signal }) => callFunction('articles.getProgress', {}, { signal }),
  });
}

export function useArticleProgress() {
  return useQuery(articleProgressQueryOptions());
}
