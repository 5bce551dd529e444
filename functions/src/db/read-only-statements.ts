/**
 * The texts of statements known to only read: selects built once, with no locking clause, and raw
 * statements built once that say so (statement-once.ts). On PostgreSQL a signed-in call runs such
 * a statement in a transaction of its own while it has written nothing (user-transaction.ts). The
 * set holds only statements built once, so it stays as small as the code that builds them.
 */
const readOnly = new Set<string>();

export function markReadOnly(text: string): void {
  readOnly.add(text);
}

export function isReadOnly(text: string): boolean {
  return readOnly.has(text);
}
