/**
 * How far the breach monitoring has looked at the person's verified addresses: what the
 * dashboard's exposure headline needs from the email breach check so that "nothing found" is only
 * ever said after a real search. Produced by email-breach-check, read by saved-breaches; the
 * dashboard route passes it from one to the other.
 */
export type MonitoringCoverage =
  | { state: 'loading' }
  /** The addresses or the server's data status could not be read. */
  | { state: 'unknown' }
  /** No local breach index and no Have I Been Pwned key: no address can be searched. */
  | { state: 'no-breach-data' }
  /** A verified address has not had its first check yet. */
  | { state: 'checking'; maskedAddress: string; uncheckedCount: number }
  /** Every verified address has been checked at least once. */
  | { state: 'checked'; addressCount: number; maskedAddress: string; lastCheckedAt: string };
