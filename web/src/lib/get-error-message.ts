import { CallableError } from '@bulwark/contracts/errors';
import { AuthError } from './auth-error';

const FALLBACK_MESSAGE = 'The operation could not be completed. Try again.';

/**
 * The one place that turns an unknown thrown value into text for a person. Identity errors
 * already carry the catalogue's human message; callable errors carry the server's message,
 * which the server keeps free of internals (ASVS 16.5.1), or the client's own status text.
 */
export function getErrorMessage(error: unknown): string {
  if (error instanceof AuthError || error instanceof CallableError) {
    return error.message || FALLBACK_MESSAGE;
  }
  return FALLBACK_MESSAGE;
}

/** A mutation's `error` as text for the form, or null while there is none. */
export function getErrorMessageOrNull(error: unknown): string | null {
  return error === null || error === undefined ? null : getErrorMessage(error);
}
