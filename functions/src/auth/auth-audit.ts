import type { Logger } from '@/lib/logger';
import { keyedHash, normaliseEmail } from './auth-keys';

/**
 * Structured log lines for every identity event (ASVS 5.0 16.3.1): success, failure, lockout and
 * refusal. Never a password, code or token; an address only as a short keyed fingerprint, which
 * lets an operator follow one account through the log without the log holding the address.
 */
export type AuthOutcome = 'success' | 'failure' | 'refused';

export interface AuthAudit {
  fingerprint(email: string): string;
  record(event: string, outcome: AuthOutcome, fields?: Record<string, unknown>): void;
}

export function createAuthAudit(logger: Logger, fingerprintKey: Buffer): AuthAudit {
  return {
    fingerprint: (email) => keyedHash(fingerprintKey, normaliseEmail(email)).slice(0, 12),
    record(event, outcome, fields = {}) {
      const line = { event, outcome, ...fields };
      if (outcome === 'success') logger.info('auth event', line);
      else logger.warn('auth event', line);
    },
  };
}
