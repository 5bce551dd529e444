import type { AppDb } from '@/db/client';
import type { BreachSettings } from '@/env';
import type { Clock } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import type { MailMessage, Mailer } from '@/lib/mailer';
import type { SharedRateLimits } from '@/lib/shared-rate-limiter';
import type { UserDataHooks } from './define-feature';

/** What every handler may use, built once per process and injected (never imported as globals). */
export interface AppServices {
  /** The privileged connection: better-auth, triggers and schedules only. Requests use ctx.db. */
  db: AppDb;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  /**
   * Queues a message for delivery by the job runner, with retries. Given a transaction, the job
   * commits or rolls back with it, so a claim and its mail are one decision; nothing waits on a
   * mail server while a transaction is open (on the embedded database that would stall every
   * request).
   */
  enqueueMail(message: MailMessage, tx?: AppDb): Promise<void>;
  config: { baseUrl: string; feedbackInbox: string; breaches: BreachSettings };
  /** Every feature's share of a person's data (their manifests' hooks), merged. */
  userData: UserDataHooks;
  /** The limits every instance on the database shares (lib/shared-rate-limiter.ts). */
  rateLimits: SharedRateLimits;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}
