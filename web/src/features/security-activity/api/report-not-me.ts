import {
  type ReportNotMeInput,
  type ReportNotMeResult,
  ReportNotMeResultSchema,
} from '@bulwark/contracts/schemas/security-activity.schema';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '@/lib/api-client';

/** Where "This wasn't me" goes: a route, not a callable (it ends the caller's own session). */
const NOT_ME_PATH = '/v1/security-activity/not-me';

export function reportNotMe(input: ReportNotMeInput): Promise<ReportNotMeResult> {
  return postJson(NOT_ME_PATH, input, ReportNotMeResultSchema);
}

/** The form shows its own error, so the app-wide error toast stays quiet. */
export function useReportNotMe() {
  return useMutation({ mutationFn: reportNotMe, meta: { showsOwnError: true } });
}
