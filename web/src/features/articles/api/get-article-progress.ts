import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/** Keyed under 'articles', the collection name the stream's change events carry. */
export function articleProgressQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('articles', 'progress'),
    queryFn: ({ signal }) => callFunction('articles.getProgress', {}, { signal }),
  });
}

export function useArticleProgress() {
  return useQuery(articleProgressQueryOptions());
}
