import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

export function getFeedbackList(signal?: AbortSignal) {
  return callFunction('feedback.list', {}, signal ? { signal } : {});
}

/** Keyed under 'feedback', the collection name change events carry. */
export function feedbackListQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('feedback', 'list'),
    queryFn: ({ signal }) => getFeedbackList(signal),
  });
}

export function useFeedbackList() {
  return useQuery(feedbackListQueryOptions());
}
