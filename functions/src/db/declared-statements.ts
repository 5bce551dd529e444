/**
 * What statements built once (statement-once.ts) declare about themselves, by statement text, for
 * a signed-in call on PostgreSQL to send them with fewer round trips (user-transaction.ts). The
 * sets hold only statements built once, so they stay as small as the code that builds them.
 * Nothing here is guessed from SQL: a select may call `set_config` or `pg_notify`.
 */

/** Writes nothing, takes no locks, changes no setting: may run in a transaction of its own. */
const readOnly = new Set<string>();

/** Its answer is never read by the call: may wait and go with the call's `COMMIT`. */
const atCommit = new Set<string>();

export function markReadOnly(text: string): void {
  readOnly.add(text);
}

export function isReadOnly(text: string): boolean {
  return readOnly.has(text);
}

export function markRunsAtCommit(text: string): void {
  atCommit.add(text);
}

export function runsAtCommit(text: string): boolean {
  return atCommit.has(text);
}
