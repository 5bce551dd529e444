export interface BackoffPolicy {
  initialMs: number;
  factor: number;
  maxMs: number;
}

/** The event stream reconnects after 1 s, then ×1.5 per failure, never waiting more than 60 s (spec §9). */
export const STREAM_RECONNECT_BACKOFF: BackoffPolicy = {
  initialMs: 1000,
  factor: 1.5,
  maxMs: 60_000,
};

/** A failed session check retries after 30 s, doubling up to 16 minutes (spec §9). */
export const SESSION_CHECK_BACKOFF: BackoffPolicy = {
  initialMs: 30_000,
  factor: 2,
  maxMs: 16 * 60_000,
};

/** The wait before retry number `attempt` (0 for the first retry). */
export function backoffDelay(attempt: number, policy: BackoffPolicy): number {
  return Math.min(policy.initialMs * policy.factor ** Math.max(0, attempt), policy.maxMs);
}
