import {
  type SQL,
  and,
  asc,
  eq,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { generateId } from '@bulwark/contracts/ids';
import { type AppDb, queryRows } from '@/db/client';
import type { StatementValue } from '@/db/statement-once';
import { isIndexedInBreach } from '@/features/breach-index/breach-index.service';
import { hashEmail, toHex } from '@/lib/email-hash';
import { monitoredAddress } from './monitored-addresses.table';

export type AddressRow = typeof monitoredAddress.$inferSelect;
export const ACCOUNT_ADDRESS_ID = 'account';

/** The account address's row id: one per user, so syncing it twice is harmless. */
export function accountAddressId(userId: string): string {
  return `${ACCOUNT_ADDRESS_ID}:${userId}`;
}

/**
 * Upper-case hex hashes of the addresses `user` has proven to own. The account address counts
 * only while the account says it is verified, whatever its monitored row says.
 */
export async function findOwnedHashes(
  db: AppDb,
  user: { id: string; email: string; emailVerified: boolean },
) {
  const rows = await db
    .select({ emailHash: monitoredAddress.emailHash })
    .from(monitoredAddress)
    .where(
      and(
        eq(monitoredAddress.userId, user.id),
        isNotNull(monitoredAddress.verifiedAt),
        user.emailVerified ? undefined : eq(monitoredAddress.isAccount, false),
      ),
    );
  const owned = new Set(rows.map((row) => toHex(Buffer.from(row.emailHash))));
  if (user.emailVerified) owned.add(toHex(hashEmail(user.email)));
  return owned;
}

/**
 * `findOwnedHashes` as a query another feature's statement nests: one `hash` column, each hash
 * once (the risk overview reads the owned hashes and what hangs off them in one statement).
 */
export function ownedHashesQuery(
  userId: StatementValue<string>,
  /** The hash of the account's address once it is verified (`hashEmail`), else null. */
  accountHash: StatementValue<Buffer> | null,
): SQL {
  const accountAddress =
    accountHash === null
      ? sql`and not ${monitoredAddress.isAccount}`
      : sql`union select ${accountHash}::bytea`;
  return sql`select ${monitoredAddress.emailHash} as hash from ${monitoredAddress}
    where ${monitoredAddress.userId} = ${userId} and ${monitoredAddress.verifiedAt} is not null
    ${accountAddress}`;
}

/** Whether the monitoring has checked any address `userId` has proven to own, as an SQL condition. */
export function hasCheckedVerifiedAddressCondition(userId: StatementValue<string>): SQL {
  return sql`exists (select from ${monitoredAddress} where ${monitoredAddress.userId} = ${userId}
    and ${monitoredAddress.verifiedAt} is not null and ${monitoredAddress.lastCheckedAt} is not null)`;
}

export async function listAddressRows(db: AppDb, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(monitoredAddress)
    .where(eq(monitoredAddress.userId, userId))
    .orderBy(sql`${monitoredAddress.isAccount} desc`, asc(monitoredAddress.createdAt));
}

export async function findAddressRow(
  db: AppDb,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoredAddress)
    .where(and(eq(monitoredAddress.userId, userId), eq(monitoredAddress.id, id)));
  return row;
}

export async function findAddressByEmail(
  db: AppDb,
  userId: string,
  email: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoredAddress)
    .where(and(eq(monitoredAddress.userId, userId), eq(monitoredAddress.email, email)));
  return row;
}

export async function findAddressByHash(
  db: AppDb,
  userId: string,
  emailHash: Buffer,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoredAddress)
    .where(and(eq(monitoredAddress.userId, userId), eq(monitoredAddress.emailHash, emailHash)));
  return row;
}

export async function findAddressByToken(
  db: AppDb,
  userId: string,
  tokenHash: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoredAddress)
    .where(
      and(eq(monitoredAddress.userId, userId), eq(monitoredAddress.verifyTokenHash, tokenHash)),
    );
  return row;
}

export async function countExtraAddresses(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(monitoredAddress)
    .where(and(eq(monitoredAddress.userId, userId), eq(monitoredAddress.isAccount, false)));
  return row?.count ?? 0;
}

export async function insertAddress(
  db: AppDb,
  values: Pick<
    AddressRow,
    'userId' | 'email' | 'verifyTokenHash' | 'verifyExpiresAt' | 'createdAt'
  >,
): Promise<AddressRow> {
  const [row] = await db
    .insert(monitoredAddress)
    .values({ id: generateId(), ...values, emailHash: hashEmail(values.email) })
    .returning();
  if (!row) throw new Error('monitored address insert returned no row');
  return row;
}

export async function updateAddress(
  db: AppDb,
  row: Pick<AddressRow, 'id' | 'userId'>,
  changes: Partial<
    Pick<AddressRow, 'verifiedAt' | 'verifyTokenHash' | 'verifyExpiresAt' | 'lastCheckedAt'>
  >,
): Promise<void> {
  await db
    .update(monitoredAddress)
    .set(changes)
    .where(and(eq(monitoredAddress.userId, row.userId), eq(monitoredAddress.id, row.id)));
}

export async function deleteExtraAddress(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(monitoredAddress)
    .where(
      and(
        eq(monitoredAddress.userId, userId),
        eq(monitoredAddress.id, id),
        eq(monitoredAddress.isAccount, false),
      ),
    )
    .returning({ id: monitoredAddress.id });
  return rows.length === 1;
}

/**
 * Keeps the account address's row in step with the account: created once the account address
 * is verified, moved along when it changes. Its id is `account:<user id>`.
 */
export async function syncAccountAddress(
  db: AppDb,
  user: { id: string; email: string; emailVerified: boolean },
  at: Date,
) {
  if (!user.emailVerified) return;
  const email = user.email.toLowerCase();
  // An extra address that became the account address is folded into the account's row.
  await db
    .delete(monitoredAddress)
    .where(
      and(
        eq(monitoredAddress.userId, user.id),
        eq(monitoredAddress.email, email),
        eq(monitoredAddress.isAccount, false),
      ),
    );
  await db
    .insert(monitoredAddress)
    .values({
      id: accountAddressId(user.id),
      userId: user.id,
      email,
      emailHash: hashEmail(email),
      isAccount: true,
      verifiedAt: at,
      createdAt: at,
    })
    .onConflictDoUpdate({
      target: monitoredAddress.id,
      set: { email, emailHash: hashEmail(email), lastCheckedAt: null },
      setWhere: ne(monitoredAddress.email, email),
    });
}

/** Verified accounts whose account address has no row yet, or an outdated one (for the re-check). */
export async function findUnsyncedAccounts(db: AppDb, limit: number) {
  return queryRows<{ id: string; email: string }>(
    db,
    sql`select u.id, u.email from "user" u left join monitored_address m on m.id = ${`${ACCOUNT_ADDRESS_ID}:`} || u.id
        where u.email_verified and (m.id is null or m.email <> lower(u.email)) limit ${limit}`,
  );
}

/** Verified addresses not checked since `before`, oldest first, leaving out the `skipped` ids. */
export async function findAddressesDue(
  db: AppDb,
  before: Date,
  limit: number,
  skipped: string[] = [],
): Promise<AddressRow[]> {
  return db
    .select()
    .from(monitoredAddress)
    .where(
      and(
        isNotNull(monitoredAddress.verifiedAt),
        or(isNull(monitoredAddress.lastCheckedAt), lt(monitoredAddress.lastCheckedAt, before)),
        skipped.length > 0 ? notInArray(monitoredAddress.id, skipped) : undefined,
      ),
    )
    .orderBy(sql`${monitoredAddress.lastCheckedAt} nulls first`, asc(monitoredAddress.id))
    .limit(limit);
}

/** Verified monitored addresses whose hash the index holds for this breach: the push model. */
export async function findAddressesInBreach(db: AppDb, breachId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(monitoredAddress)
    .where(
      and(
        isNotNull(monitoredAddress.verifiedAt),
        isIndexedInBreach(monitoredAddress.emailHash, breachId),
      ),
    );
}
