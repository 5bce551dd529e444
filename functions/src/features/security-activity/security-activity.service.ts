import { createHash, randomBytes } from 'node:crypto';
import { CallableError } from '@bulwark/contracts/errors';
import {
  type ReportNotMeResult,
  SECURITY_ACTIVITY_DAYS,
  type SecurityActivity,
  type SecurityEvent,
} from '@bulwark/contracts/schemas/security-activity.schema';
import { describeUserAgent } from '@bulwark/contracts/user-agent';
import type { SecurityEventInput, SecurityEventSink } from '@/auth/security-events';
import type { AppDb } from '@/db/client';
import { normaliseEmail } from '@/auth/auth-keys';
import { maskEmail } from '@/lib/email-hash';
import { describeError } from '@/lib/logger';
import { recordChange } from '@/platform/changes';
import type { AppServices } from '@/platform/context';
import { inDatabaseTransaction } from '@/db/transaction';
import { NOT_ME_LINK_DAYS, newDeviceMail } from './security-activity.mail';
import {
  type SecurityEventRow,
  countSignInsFromDevice,
  deleteSecurityEventsBefore,
  findEventByReportToken,
  findUserByEmail,
  findUserEmail,
  insertSecurityEvent,
  latestEventOfKind,
  listSecurityEventRows,
} from './security-activity.repository';

/** A new event: an open activity list refetches. */
export const SECURITY_ACTIVITY_COLLECTION = 'security-activity';

const DAY_MS = 86_400_000;
/** The newest this many rows make one answer; a burst of failures collapses into one line. */
const LIST_LIMIT = 500;
/** Failed sign-ins further apart than this are separate bursts. */
const BURST_GAP_MS = 60 * 60 * 1000;

export function activityWindowStart(now: Date): Date {
  return new Date(now.getTime() - SECURITY_ACTIVITY_DAYS * DAY_MS);
}

export function hashReportToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export interface RecordedEvent {
  row: SecurityEventRow;
  /** The "This wasn't me" token mailed for a sign-in from a new device. */
  reportToken: string | null;
}

/**
 * Adds one event to the person's activity, in `db`'s transaction (the request's, under row-level
 * security, or the privileged one for identity events). A sign-in from a device this account has
 * not signed in from in 90 days, when it has signed in before, is flagged and mailed.
 */
export async function recordSecurityEvent(
  db: AppDb,
  services: Pick<AppServices, 'clock' | 'config' | 'enqueueMail'>,
  event: SecurityEventInput & { account: { userId: string } },
): Promise<RecordedEvent> {
  const now = services.clock.now();
  const device = event.userAgent ? describeUserAgent(event.userAgent) : null;
  let newDevice = false;
  if (event.kind === 'sign-in' && device) {
    const seen = await countSignInsFromDevice(
      db,
      event.account.userId,
      device,
      activityWindowStart(now),
    );
    newDevice = seen.any > 0 && seen.fromDevice === 0;
  }
  const reportToken = newDevice ? randomBytes(32).toString('base64url') : null;
  const row = await insertSecurityEvent(db, {
    userId: event.account.userId,
    kind: event.kind,
    occurredAt: now,
    ip: event.ip,
    userAgent: event.userAgent,
    device,
    details: { ...event.details, ...(newDevice ? { newDevice } : {}) },
    reportTokenHash: reportToken ? hashReportToken(reportToken) : null,
  });
  await recordChange(db, {
    userId: event.account.userId,
    collection: SECURITY_ACTIVITY_COLLECTION,
    op: 'insert',
    rowId: row.id,
  });
  if (reportToken) {
    const email = await findUserEmail(db, event.account.userId);
    if (email)
      await services.enqueueMail(
        newDeviceMail({ to: email, event: row, baseUrl: services.config.baseUrl, reportToken }),
        db,
      );
  }
  return { row, reportToken };
}

/**
 * What identity hands its events to. Each is written in a transaction of its own on the privileged
 * connection; a failure is logged and never fails the sign-in or change that caused it.
 */
export function createSecurityEventSink(services: AppServices): SecurityEventSink {
  return {
    async record(event: SecurityEventInput) {
      try {
        await inDatabaseTransaction(services.db, async (tx) => {
          const userId =
            'userId' in event.account
              ? event.account.userId
              : (await findUserByEmail(tx, normaliseEmail(event.account.email)))?.id;
          // A failed sign-in naming no account belongs to nobody's activity.
          if (!userId) return;
          await recordSecurityEvent(tx, services, { ...event, account: { userId } });
        });
      } catch (error) {
        services.logger.error('security event not recorded', {
          kind: event.kind,
          ...describeError(error),
        });
      }
    },
  };
}

function toEvent(row: SecurityEventRow): SecurityEvent {
  const at = row.occurredAt.toISOString();
  return {
    id: row.id,
    kind: row.kind,
    occurredAt: at,
    device: row.device,
    ip: row.ip,
    signInMethod: row.details.signInMethod ?? null,
    newDevice: row.details.newDevice === true,
    attempts: 1,
    firstAt: at,
    passkeyName: row.details.passkeyName ?? null,
    sessionsEnded: row.details.sessionsEnded ?? null,
  };
}

/** Newest first; failed sign-ins in a row (each within an hour of the next) become one line. */
export function collapseFailedSignIns(rows: readonly SecurityEventRow[]): SecurityEvent[] {
  const events: SecurityEvent[] = [];
  for (const row of rows) {
    const last = events.at(-1);
    if (
      row.kind === 'sign-in-failed' &&
      last?.kind === 'sign-in-failed' &&
      Date.parse(last.firstAt) - row.occurredAt.getTime() <= BURST_GAP_MS
    ) {
      last.attempts += 1;
      last.firstAt = row.occurredAt.toISOString();
      // Several addresses in one burst: the list shows the latest.
      continue;
    }
    events.push(toEvent(row));
  }
  return events;
}

/** The person's activity of the last 90 days, newest first. */
export async function listSecurityActivity(
  db: AppDb,
  userId: string,
  now: Date,
): Promise<SecurityActivity> {
  const rows = await listSecurityEventRows(db, userId, activityWindowStart(now), LIST_LIMIT + 1);
  return {
    events: collapseFailedSignIns(rows.slice(0, LIST_LIMIT)),
    truncated: rows.length > LIST_LIMIT,
  };
}

/** A second report within this time only repeats the first answer (a double click, a reload). */
const REPEAT_REPORT_MS = 10 * 60 * 1000;

export interface NotMeReport {
  /** The account, found from the mailed token or the signed-in session. */
  userId: string;
  reportedEventId: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * "This wasn't me": every session of the account ends, a password-reset link is mailed, and the
 * report joins the activity. Reporting again within ten minutes changes nothing more.
 */
export async function reportNotMe(
  services: AppServices,
  secureAccount: (userId: string) => Promise<{ sessionsEnded: number; email: string } | null>,
  report: NotMeReport,
): Promise<ReportNotMeResult> {
  const now = services.clock.now();
  const previous = await latestEventOfKind(services.db, report.userId, 'reported-not-me');
  if (previous && now.getTime() - previous.occurredAt.getTime() < REPEAT_REPORT_MS) {
    const email = await findUserEmail(services.db, report.userId);
    return { sessionsEnded: 0, resetSentTo: maskEmail(email ?? '') };
  }
  const secured = await secureAccount(report.userId);
  if (!secured) throw new CallableError('not-found', 'That account no longer exists.');
  await inDatabaseTransaction(services.db, (tx) =>
    recordSecurityEvent(tx, services, {
      account: { userId: report.userId },
      kind: 'reported-not-me',
      ip: report.ip,
      userAgent: report.userAgent,
      details: { reportedEventId: report.reportedEventId, sessionsEnded: secured.sessionsEnded },
    }),
  );
  return { sessionsEnded: secured.sessionsEnded, resetSentTo: maskEmail(secured.email) };
}

/** The event a mailed link is about, while the link still works. */
export async function eventOfReportToken(
  db: AppDb,
  token: string,
  now: Date,
): Promise<SecurityEventRow> {
  const event = await findEventByReportToken(db, hashReportToken(token));
  if (!event || now.getTime() - event.occurredAt.getTime() > NOT_ME_LINK_DAYS * DAY_MS)
    throw new CallableError(
      'not-found',
      'This link no longer works. To secure your account, reset your password from the sign-in page.',
    );
  return event;
}

/** Retention: what is older than the activity's 90 days goes (privileged connection). */
export function pruneSecurityActivity(
  services: Pick<AppServices, 'db' | 'clock'>,
): Promise<number> {
  return deleteSecurityEventsBefore(services.db, activityWindowStart(services.clock.now()));
}

/** The person's data export: every event kept, oldest first, with the device as recorded. */
export async function exportSecurityActivity(db: AppDb, userId: string) {
  const rows = await listSecurityEventRows(db, userId, new Date(0), Number.MAX_SAFE_INTEGER);
  return rows.reverse().map(({ reportTokenHash: _token, userId: _user, ...row }) => row);
}
