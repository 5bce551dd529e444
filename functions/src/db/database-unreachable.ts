/**
 * SQLSTATE classes that mean "the database could not be reached or went away", not "the query was
 * wrong": 08 (connection exception) and 57P (shut down, crashed, restarting, cannot connect now).
 */
const UNREACHABLE_SQLSTATE = /^(08|57P0[1-4])/;

/** What node-postgres and the socket say when a connection is refused, cut or already closed. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|not queryable|connection error|ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect/i;

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether a request failed because the database is unreachable (a restart, a failover): worth
 * a 503 and a retry, unlike a bug. Follows `cause`, since Drizzle wraps the driver's error.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (!(current instanceof Error)) return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_SQLSTATE.test(code) || SOCKET_CODES.has(code)))
      return true;
    if (UNREACHABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
