import type { BreachAlertList } from '@bulwark/contracts/schemas/breach-alert.schema';
import { type BreachSummary, isHiddenByDefault } from '@bulwark/contracts/schemas/breach.schema';
import type { AlertSettings } from '@bulwark/contracts/schemas/monitored-address.schema';
import type { AppDb } from '@/db/client';
import type { AppServices } from '@/platform/context';
import { recordChange } from '@/platform/changes';
import {
  type AlertRow,
  countUnread,
  findAlertSettings,
  findFirstAlertAt,
  insertAlertOnce,
  listAlertRows,
  markAlertsRead as markRead,
  saveAlertSettings,
} from './breach-alerts.repository';
import { describeBreaches } from './breach-catalog.service';
import { lookUpAllSources } from './breach-lookup.service';
import { maskEmail } from './email-hash';
import { type AddressRow, updateAddress } from './monitored-addresses.repository';

/** Change events of alerts: the browser's unread badge and list refetch on them. */
export const BREACH_ALERTS_COLLECTION = 'breach-alerts';
const ALERTS_SHOWN = 50;

/** When the user was first alerted to this breach, for a saved breach's "found" history entry. */
export function firstAlertAt(db: AppDb, userId: string, breachName: string): Promise<Date | undefined> {
  return findFirstAlertAt(db, userId, breachName);
}

export async function listAlerts(ctx: { db: AppDb; services: AppServices; userId: string }): Promise<BreachAlertList> {
  const rows = await listAlertRows(ctx.db, ctx.userId, ALERTS_SHOWN);
  const titles = new Map((await describeBreaches(ctx, rows.map((row) => row.breachName))).map((b) => [b.name, b.title]));
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
    await recordChange(ctx.db, { userId: ctx.userId, collection: BREACH_ALERTS_COLLECTION, op: 'update', rowId: ctx.userId });
  }
  return listAlerts(ctx);
}

export async function getAlertSettings(ctx: { db: AppDb; userId: string }): Promise<AlertSettings> {
  return { mailTo: (await findAlertSettings(ctx.db, ctx.userId)) === 'account' ? 'account' : 'affected' };
}

export async function updateAlertSettings(ctx: { db: AppDb; userId: string }, settings: AlertSettings): Promise<AlertSettings> {
  await saveAlertSettings(ctx.db, ctx.userId, settings.mailTo);
  return settings;
}

/**
 * Turns matches of one monitored address into alerts: one per (user, address, breach), ever.
 * The alert and its change event commit together; the mail follows from the event's trigger.
 */
export async function recordMatches(
  services: AppServices,
  address: AddressRow,
  matches: { breachName: string; source: 'local' | 'hibp' }[],
): Promise<AlertRow[]> {
  if (matches.length === 0) return [];
  return services.db.transaction(async (tx) => {
    const created: AlertRow[] = [];
    for (const match of matches) {
      const alert = await insertAlertOnce(tx, {
        userId: address.userId,
        emailHash: address.emailHash,
        maskedEmail: maskEmail(address.email),
        breachName: match.breachName,
        source: match.source,
        createdAt: services.clock.now(),
      });
      if (!alert) continue;
      created.push(alert);
      await recordChange(tx, {
        userId: address.userId,
        collection: BREACH_ALERTS_COLLECTION,
        op: 'insert',
        rowId: alert.id,
        after: { breachName: alert.breachName },
      });
    }
    return created;
  });
}

/** Whether a breach alerts a verified owner: sensitive ones do; retired, fabricated and spam lists never. */
export function isAlertable(breach: Pick<BreachSummary, 'isRetired' | 'isFabricated' | 'isSpamList'>): boolean {
  return !isHiddenByDefault(breach);
}

/**
 * Checks one verified address against every source and records what is new. The address counts
 * as checked (`lastCheckedAt`) only when every configured source answered: one HIBP could not
 * answer stays due, so the next run asks again rather than a day later.
 */
export async function recheckAddress(
  services: AppServices,
  address: AddressRow,
): Promise<{ created: AlertRow[]; isComplete: boolean }> {
  const lookup = await lookUpAllSources(services.db, services, address.email);
  const matches = lookup.matches
    .filter(({ breach }) => isAlertable(breach))
    .map(({ breach, sources }) => ({ breachName: breach.name, source: sources.includes('local') ? ('local' as const) : ('hibp' as const) }));
  const created = await recordMatches(services, address, matches);
  const isComplete = lookup.sources.every((source) => source.status !== 'unavailable');
  if (isComplete) await updateAddress(services.db, address, { lastCheckedAt: services.clock.now() });
  return { created, isComplete };
}
