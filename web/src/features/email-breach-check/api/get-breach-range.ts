import { CallableError, codeForHttpStatus, isErrorCode } from '@bulwark/contracts/errors';
import { type BreachRange, BreachRangeSchema } from '@bulwark/contracts/schemas/breach.schema';

const RANGE_TIMEOUT_MS = 15_000;

async function toError(response: Response): Promise<CallableError> {
  const body: unknown = await response.json().catch(() => undefined);
  const error =
    typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) {
    const { code, message } = error;
    if (isErrorCode(code) && typeof message === 'string') return new CallableError(code, message);
  }
  return new CallableError(
    codeForHttpStatus(response.status),
    `Server responded with status ${response.status}`,
  );
}

/**
 * `GET /v1/breaches/range/{prefix}`: a plain GET, not a callable, so that only the 6-character
 * prefix travels (in the path) and responses follow one shape the server can answer fast.
 */
export async function getBreachRange(prefix: string, signal?: AbortSignal): Promise<BreachRange> {
  let response: Response;
  try {
    response = await fetch(`/v1/breaches/range/${encodeURIComponent(prefix)}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(RANGE_TIMEOUT_MS)])
        : AbortSignal.timeout(RANGE_TIMEOUT_MS),
    });
  } catch {
    throw new CallableError('unavailable', 'Connection failed.');
  }
  if (!response.ok) throw await toError(response);
  const parsed = BreachRangeSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new CallableError('internal', 'The operation could not be completed');
  return parsed.data;
}
