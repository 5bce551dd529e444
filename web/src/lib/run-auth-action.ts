import { AuthError, toAuthError } from './auth-error';

interface AuthErrorBody {
  status: number;
  [key: string]: unknown;
}

type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthErrorBody };

/** Passed through to better-auth so the Retry-After header of a 429 is not lost. */
export interface AuthFetchOptions {
  onError: (context: { response: Response }) => void;
}

function parseRetryAfter(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

/**
 * Runs one better-auth call and returns its data, or throws an {@link AuthError} carrying the
 * human message: better-auth answers `{ data, error }` and throws only on network failure.
 *
 * @example const session = await runAuthAction((fetchOptions) => authClient.getSession({ fetchOptions }));
 */
export async function runAuthAction<T>(
  action: (fetchOptions: AuthFetchOptions) => Promise<AuthResult<T>>,
): Promise<T> {
  let retryAfterSeconds: number | null = null;
  const fetchOptions: AuthFetchOptions = {
    onError: ({ response }) => {
      retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
    },
  };
  let result: AuthResult<T>;
  try {
    result = await action(fetchOptions);
  } catch {
    // fetch rejects only when no response arrived: offline, DNS, or our own time-out abort.
    throw new AuthError('auth/network-request-failed', 0);
  }
  if (result.error) throw toAuthError(result.error, result.error.status, retryAfterSeconds);
  return result.data;
}
