import { createHash, randomBytes } from 'node:crypto';
import { CallableError } from '@bulwark/contracts/errors';
import {
  MONITORED_ADDRESSES_MAX,
  type MonitoredAddress,
} from '@bulwark/contracts/schemas/monitored-address.schema';
import type { AppDb } from '@/db/client';
import { describeError } from '@/lib/logger';
import { actionMail } from '@/lib/mailer';
import type { AppServices, SessionUser } from '@/platform/context';
import { recordChange } from '@/platform/changes';
import {
  type AddressRow,
  countExtraAddresses,
  deleteExtraAddress,
  findAddressByEmail,
  findAddressByToken,
  findAddressRow,
  findUnsyncedAccounts,
  insertAddress,
  listAddressRows,
  syncAccountAddress,
  updateAddress,
} from './monitored-addresses.repository';

/**
 * The monitored addresses' public side, the one module other features import: the list itself
 * (the callables' operations below), and the rows the monitoring checks and alerts are mailed to.
 */
export {
  type AddressRow,
  accountAddressId,
  findAddressByHash,
  findAddressRow,
  findAddressesDue,
  findAddressesInBreach,
  findOwnedHashes,
  hasCheckedVerifiedAddressCondition,
  ownedHashesQuery,
  syncAccountAddress,
  updateAddress,
} from './monitored-addresses.repository';

/** Change events of monitored addresses; verifying one triggers its first check. */
export const MONITORED_ADDRESSES_COLLECTION = 'monitored-addresses';
const VERIFY_LINK_HOURS = 24;
/** A new verification mail for the same address at most this often. */
const RESEND_AFTER_MS = 60_000;

export interface AddressContext {
  db: AppDb;
  services: AppServices;
  user: SessionUser;
}

function toDto(row: AddressRow): MonitoredAddress {
  return {
    id: row.id,
    email: row.email,
    isAccountAddress: row.isAccount,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes sure the account address is monitored, moving it along after an email change. */
async function syncAccount(ctx: AddressContext): Promise<void> {
  await syncAccountAddress(ctx.db, ctx.user, ctx.services.clock.now());
}

export async function listMonitoredAddresses(ctx: AddressContext): Promise<MonitoredAddress[]> {
  await syncAccount(ctx);
  return (await listAddressRows(ctx.db, ctx.user.id)).map(toDto);
}

function sendVerification(ctx: AddressContext, email: string, token: string): void {
  const url = new URL('/dashboard/email-breach-check', ctx.services.config.baseUrl);
  url.searchParams.set('verify', token);
  // Queued, not sent, so no mail server is waited on inside the request's transaction. Not
  // awaited: the queue writes through its own connection, after this transaction on PGlite.
  void ctx.services
    .enqueueMail(
      actionMail({
        to: email,
        subject: 'Confirm the address you want Bulwark to monitor',
        // Nothing the requester chose goes into this mail (their name, their address): the
        // recipient has agreed to nothing, and such text would let anyone send phishing lines
        // from Bulwark's own address.
        intro: `Someone using Bulwark Security asked to watch this address for data breaches. If that was you, confirm it; the link works for ${VERIFY_LINK_HOURS} hours.`,
        actionLabel: 'Confirm and start monitoring',
        actionUrl: url.toString(),
        outro:
          'If it was not you, ignore this mail: nothing is watched until the address is confirmed.',
      }),
    )
    .catch((error: unknown) =>
      ctx.services.logger.error('address confirmation mail not queued', describeError(error)),
    );
}

/**
 * Adds an address to watch (at most MONITORED_ADDRESSES_MAX besides the account address) and
 * mails it a confirmation link. Adding a pending address again sends a fresh link. Limited per
 * person by its callable (monitored-addresses.callables.ts).
 */
export async function addMonitoredAddress(
  ctx: AddressContext,
  email: string,
): Promise<MonitoredAddress> {
  await syncAccount(ctx);
  const now = ctx.services.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + VERIFY_LINK_HOURS * 3_600_000);
  const existing = await findAddressByEmail(ctx.db, ctx.user.id, email);
  if (existing?.verifiedAt) return toDto(existing);
  if (existing) {
    const sentAt = (existing.verifyExpiresAt?.getTime() ?? 0) - VERIFY_LINK_HOURS * 3_600_000;
    if (now.getTime() - sentAt < RESEND_AFTER_MS) {
      throw new CallableError(
        'resource-exhausted',
        'We just sent a link to that address. Check its inbox.',
        {
          retryAfterSeconds: Math.ceil((sentAt + RESEND_AFTER_MS - now.getTime()) / 1000),
        },
      );
    }
    await updateAddress(ctx.db, existing, {
      verifyTokenHash: tokenHash(token),
      verifyExpiresAt: expiresAt,
    });
    sendVerification(ctx, email, token);
    return toDto(existing);
  }
  if ((await countExtraAddresses(ctx.db, ctx.user.id)) >= MONITORED_ADDRESSES_MAX) {
    throw new CallableError(
      'failed-precondition',
      `You can monitor up to ${MONITORED_ADDRESSES_MAX} addresses besides your account address.`,
    );
  }
  const row = await insertAddress(ctx.db, {
    userId: ctx.user.id,
    email,
    verifyTokenHash: tokenHash(token),
    verifyExpiresAt: expiresAt,
    createdAt: now,
  });
  // Sent inside the transaction: if the mail cannot be handed over, the address is not added.
  sendVerification(ctx, email, token);
  await recordChange(ctx.db, {
    userId: ctx.user.id,
    collection: MONITORED_ADDRESSES_COLLECTION,
    op: 'insert',
    rowId: row.id,
  });
  return toDto(row);
}

/** Confirms an address from its emailed link; the first check of it follows as a job. */
export async function verifyMonitoredAddress(
  ctx: AddressContext,
  token: string,
): Promise<MonitoredAddress> {
  const row = await findAddressByToken(ctx.db, ctx.user.id, tokenHash(token));
  const now = ctx.services.clock.now();
  if (!row || !row.verifyExpiresAt || row.verifyExpiresAt < now) {
    throw new CallableError(
      'not-found',
      'That confirmation link has expired or was already used. Add the address again for a new one.',
    );
  }
  await updateAddress(ctx.db, row, {
    verifiedAt: now,
    verifyTokenHash: null,
    verifyExpiresAt: null,
  });
  await recordChange(ctx.db, {
    userId: ctx.user.id,
    collection: MONITORED_ADDRESSES_COLLECTION,
    op: 'update',
    rowId: row.id,
    after: { verified: true },
  });
  return toDto({ ...row, verifiedAt: now });
}

export async function removeMonitoredAddress(
  ctx: AddressContext,
  id: string,
): Promise<{ removed: boolean }> {
  const row = await findAddressRow(ctx.db, ctx.user.id, id);
  if (row?.isAccount)
    throw new CallableError('failed-precondition', 'Your account address is always monitored.');
  const removed = await deleteExtraAddress(ctx.db, ctx.user.id, id);
  if (removed) {
    await recordChange(ctx.db, {
      userId: ctx.user.id,
      collection: MONITORED_ADDRESSES_COLLECTION,
      op: 'delete',
      rowId: id,
    });
  }
  return { removed };
}

/** Addresses per batch of the account-address sync. */
const SYNC_BATCH = 100;
/** A bound on one sync (100,000 accounts); the next one continues where this one stopped. */
const MAX_SYNC_ROUNDS = 1000;

/**
 * Gives every verified account address its monitored row (or moves it after an email change).
 * Run before anything reads monitored addresses in bulk, so a user who never opened the breach
 * page is monitored all the same — including accounts verified before this existed.
 */
export async function syncAccountAddresses(services: AppServices): Promise<number> {
  const now = services.clock.now();
  let synced = 0;
  for (let round = 0; round < MAX_SYNC_ROUNDS; round += 1) {
    const accounts = await findUnsyncedAccounts(services.db, SYNC_BATCH);
    for (const account of accounts)
      await syncAccountAddress(services.db, { ...account, emailVerified: true }, now);
    synced += accounts.length;
    if (accounts.length < SYNC_BATCH) break;
  }
  return synced;
}

/** The person's monitored addresses for the data export; hashes and tokens stay out. */
export async function exportMonitoredAddresses(db: AppDb, userId: string) {
  const addresses = await listAddressRows(db, userId);
  return {
    monitoredAddresses: addresses.map((row) => ({
      email: row.email,
      isAccountAddress: row.isAccount,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
