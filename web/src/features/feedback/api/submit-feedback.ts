import type { SubmitFeedbackInput } from '@bulwark/contracts/schemas/feedback.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { feedbackListQueryOptions } from './get-feedback-list';

export function submitFeedback(input: SubmitFeedbackInput) {
  return callFunction('feedback.submit', input);
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    meta: { showsOwnError: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: feedbackListQueryOptions().queryKey }),
  });
}
