/**
 * Structured JSON lines on stdout, UTC timestamps. JSON encoding escapes CR/LF, so input placed
 * in a field cannot forge a log line. Never pass passwords, tokens or raw email addresses.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(
  level: LogLevel,
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Logger {
  function log(at: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>) {
    if (ORDER[at] < ORDER[level]) return;
    write(
      JSON.stringify({ time: new Date().toISOString(), level: at, message, ...base, ...fields }),
    );
  }
  return {
    debug: (message, fields) => log('debug', message, fields),
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}

/** Describes an error for a log line without leaking it to a client. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  // pg-boss reports a failure as a plain copy of the error with the queue added; String() of it
  // would log "[object Object]".
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, stack, queue } = error as {
      message: unknown;
      stack?: unknown;
      queue?: unknown;
    };
    return {
      error: String(message),
      ...(typeof stack === 'string' ? { stack } : {}),
      ...(typeof queue === 'string' ? { queue } : {}),
    };
  }
  return { error: String(error) };
}
