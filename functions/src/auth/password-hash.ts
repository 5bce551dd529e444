import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { normalisePassword } from '@bulwark/contracts/schemas/password-policy.schema';

export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

/**
 * scrypt at the ASVS 5.0 Appendix C / OWASP floor for p=1: N=2^17, r=8 (128 MiB per hash).
 * better-auth's default (N=2^14, r=16: 32 MiB) is below it. Hashes carry their parameters
 * (`scrypt$17$8$1$salt$hash`), so the cost can rise later and old hashes still verify.
 */
export const PASSWORD_HASH_COST: ScryptCost = { log2N: 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Node refuses scrypt above maxmem (default 32 MiB); 128·N·r is 128 MiB at today's cost. */
const MAX_MEMORY = 256 * 1024 * 1024;
/** Each hash holds 128 MiB; at most two at once keeps a small host from running out of memory. */
const MAX_CONCURRENT_HASHES = 2;

const HASH_PATTERN =
  /^scrypt\$(\d{2})\$(\d{1,2})\$(\d)\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{32,})$/;

let running = 0;
const waiting: Array<() => void> = [];

/** A finished hash hands its slot straight to the next waiter, so the limit is never exceeded. */
async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, parameters: ScryptCost): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        const options = {
          N: 2 ** parameters.log2N,
          r: parameters.r,
          p: parameters.p,
          maxmem: MAX_MEMORY,
        };
        scrypt(normalisePassword(password), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Passwords are NFKC-normalised before hashing (NIST 800-63B), so equivalent forms match. */
export async function hashPassword(
  password: string,
  cost: ScryptCost = PASSWORD_HASH_COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  const { log2N, r, p } = cost;
  return `scrypt$${log2N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parseHash(hash: string): { parameters: ScryptCost; salt: Buffer; key: Buffer } | null {
  const match = HASH_PATTERN.exec(hash);
  if (!match) return null;
  const [, log2N, r, p, salt, key] = match;
  const parameters = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  // Bounds keep a damaged row from asking for gigabytes of memory.
  if (
    parameters.log2N < 14 ||
    parameters.log2N > 20 ||
    parameters.r < 1 ||
    parameters.r > 16 ||
    parameters.p > 4
  ) {
    return null;
  }
  return {
    parameters,
    salt: Buffer.from(salt ?? '', 'base64url'),
    key: Buffer.from(key ?? '', 'base64url'),
  };
}

/** Constant-time comparison; a hash in any other format (better-auth's own included) never verifies. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.parameters);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

/** True when a stored hash was made with weaker parameters than today's: rehash at next sign-in. */
export function needsRehash(hash: string, cost: ScryptCost = PASSWORD_HASH_COST): boolean {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  const { log2N, r, p } = parsed.parameters;
  return log2N < cost.log2N || r < cost.r || p < cost.p;
}

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
  needsRehash: (hash: string) => boolean;
}

/**
 * The hasher the server signs people in with. Only tests pass a cost (ServerOverrides): most of
 * them sign people up and in, and at 128 MiB a hash was most of the suite's time.
 */
export function createPasswordHasher(cost: ScryptCost = PASSWORD_HASH_COST): PasswordHasher {
  return {
    hash: (password) => hashPassword(password, cost),
    verify: verifyPassword,
    needsRehash: (hash) => needsRehash(hash, cost),
  };
}
