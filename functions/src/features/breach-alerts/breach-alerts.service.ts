import type { FindingChange } from '@bulwark/contracts/contracts/email-breach-check.contract';
import type { BreachAlertList } from '@bulwark/contracts/schemas/breach-alert.schema';
import { type BreachSummary, isHiddenByDefault } from '@bulwark/contracts/schemas/breach.schema';
import type { AlertSettings } from '@bulwark/contracts/schemas/monitored-address.schema';
import type { AppDb } from '@/db/client';
import type { AppServices } from '@/platform/context';
import { recordChange } from '@/platform/changes';
import { listSavedBreachStatuses } from '@/features/saved-breaches/saved-breach-records.service';
import { describeBreaches } from '@/features/breach-catalog/breach-catalog.service';
import { maskEmail } from '@/lib/email-hash';
import type { AddressRow } from '@/features/monitored-addresses/monitored-addresses.service';
import { inDatabaseTransaction } from '@/db/transaction';
import {
  type AlertRow,
  type QuietReason,
  countUnread,
  findAlertSettings,
  findFirstAlertAt,
  hasFinding,
  insertFindingOnce,
  listAlertRows,
  listFindingRows,
  markAlertsRead as markRead,
  saveAlertSettings,
} from './breach-alerts.repository';

/**
 * The findings' and alerts' public side, the one module other features import: recording what a
 * check found, and what was found for a person.
 */
export { type AlertRow, alertedBreachNamesQuery } from './breach-alerts.repository';

/** Change events of alerts: the browser's unread badge and list refetch on them. */
export const BREACH_ALERTS_COLLECTION = 'breach-alerts';
const ALERTS_SHOWN = 50;
/** No user has anywhere near this many findings; the export is bounded all the same. */
const FINDINGS_EXPORTED = 10_000;

/** When one of the user's addresses was first found in this breach, for a saved breach's "found" history entry. */
export function firstAlertAt(
  db: AppDb,
  userId: string,
  breachName: string,
): Promise<Date | undefined> {
  return findFirstAlertAt(db, userId, breachName);
}

export async function listAlerts(ctx: {
  db: AppDb;
  services: AppServices;
  userId: string;
}): Promise<BreachAlertList> {
  const rows = await listAlertRows(ctx.db, ctx.userId, ALERTS_SHOWN);
  const titles = new Map(
    (
      await describeBreaches(
        ctx,
        rows.map((row) => row.breachName),
      )
    ).map((b) => [b.name, b.title]),
  );
  return {
    alerts: rows.map((row) => ({
      id: row.id,
      breachName: row.breachName,
      breachTitle: titles.get(row.breachName) ?? row.breachName,
      maskedEmail: row.maskedEmail,
      source: row.source === 'hibp' ? 'hibp' : 'local',
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    unreadCount: await countUnread(ctx.db, ctx.userId),
  };
}

export async function markAlertsRead(
  ctx: { db: AppDb; services: AppServices; userId: string },
  ids: string[] | undefined,
): Promise<BreachAlertList> {
  const changed = await markRead(ctx.db, ctx.userId, ids, ctx.services.clock.now());
  if (changed > 0) {
    await recordChange(ctx.db, {
      userId: ctx.userId,
      collection: BREACH_ALERTS_COLLECTION,
      op: 'update',
      rowId: ctx.userId,
    });
  }
  return listAlerts(ctx);
}

export async function getAlertSettings(ctx: { db: AppDb; userId: string }): Promise<AlertSettings> {
  return {
    mailTo: (await findAlertSettings(ctx.db, ctx.userId)) === 'account' ? 'account' : 'affected',
  };
}

export async function updateAlertSettings(
  ctx: { db: AppDb; userId: string },
  settings: AlertSettings,
): Promise<AlertSettings> {
  await saveAlertSettings(ctx.db, ctx.userId, settings.mailTo);
  return settings;
}

/**
 * Records what one check found for one monitored address: one finding per (user, address,
 * breach), ever. A finding is announced as an alert (in the app, and mailed by the alert's
 * trigger) only when it is news: not the address's first check, not a breach already on the
 * person's list, not one another of their addresses was already found in. Each finding and its
 * change event commit together; a breach new to the person then joins their list (a trigger of
 * saved-breaches), so what the person already resolved is never announced again.
 */
export async function recordMatches(
  services: AppServices,
  check: {
    address: AddressRow;
    matches: { breachName: string; source: 'local' | 'hibp' }[];
    /** The address's first check: what it finds was out there before, and is not news. */
    isFirstCheck: boolean;
  },
): Promise<AlertRow[]> {
  const { address, matches } = check;
  if (matches.length === 0) return [];
  return inDatabaseTransaction(services.db, async (tx) => {
    const onList = new Set(
      (await listSavedBreachStatuses(tx, address.userId)).map((row) =>
        row.breachName.toLowerCase(),
      ),
    );
    const created: AlertRow[] = [];
    for (const match of matches) {
      const isFirstForUser = !(await hasFinding(tx, address.userId, match.breachName));
      const quietReason = quietReasonFor({
        isFirstCheck: check.isFirstCheck,
        isOnList: onList.has(match.breachName.toLowerCase()),
        isFirstForUser,
      });
      const finding = await insertFindingOnce(tx, {
        userId: address.userId,
        emailHash: address.emailHash,
        maskedEmail: maskEmail(address.email),
        breachName: match.breachName,
        source: match.source,
        createdAt: services.clock.now(),
        quietReason,
      });
      if (!finding) continue;
      created.push(finding);
      const change: FindingChange = {
        breachName: finding.breachName,
        alerted: quietReason === null,
        isFirstForUser,
        foundAt: finding.createdAt.toISOString(),
      };
      await recordChange(tx, {
        userId: address.userId,
        collection: BREACH_ALERTS_COLLECTION,
        op: 'insert',
        rowId: finding.id,
        after: change,
      });
    }
    return created;
  });
}

/** Whether a finding was announced (shown in the alert centre and mailed). */
export function isAnnounced(finding: Pick<AlertRow, 'quietReason'>): boolean {
  return finding.quietReason === null;
}

function quietReasonFor(finding: {
  isFirstCheck: boolean;
  isOnList: boolean;
  isFirstForUser: boolean;
}): QuietReason | null {
  if (finding.isFirstCheck) return 'first-check';
  if (finding.isOnList) return 'on-list';
  return finding.isFirstForUser ? null : 'already-found';
}

/** Whether a breach alerts a verified owner: sensitive ones do; retired, fabricated and spam lists never. */
export function isAlertable(
  breach: Pick<BreachSummary, 'isRetired' | 'isFabricated' | 'isSpamList'>,
): boolean {
  return !isHiddenByDefault(breach);
}

/** What was found for the person's addresses (alerts and quiet findings) for the data export. */
export async function exportBreachAlerts(db: AppDb, userId: string) {
  const alerts = await listFindingRows(db, userId, FINDINGS_EXPORTED);
  return {
    breachAlerts: alerts.map((row) => ({
      breachName: row.breachName,
      maskedEmail: row.maskedEmail,
      source: row.source,
      alerted: row.quietReason === null,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
  };
}
