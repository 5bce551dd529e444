import fs from 'node:fs';
import path from 'node:path';
import { readMailbox } from '../functions/src/testing/mail-outbox';
import { TestClient } from '../functions/src/testing/test-client';

/** How bench:streams gets its signed-in people: through the real sign-up and verification. */
const PASSWORD = 'a change stream benchmark passphrase';
/** Sign-ups in flight: each hashes at production cost on the server's four-thread pool. */
const SIGN_UPS_AT_ONCE = 4;
const MAIL_WITHIN_MS = 120_000;

export interface StreamPerson {
  index: number;
  email: string;
  /** The session cookie the verification link set, sent on every stream and write. */
  cookie: string;
  ip: string;
}

/** One address per person from 198.18.0.0/15, the range RFC 2544 sets aside for benchmarks. */
function benchAddress(index: number): string {
  return `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/** Runs `task` over `items`, `atOnce` at a time, in order of start. */
export async function inBatches<T, R>(
  items: T[],
  atOnce: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

/**
 * Signs `count` people up and opens each one's verification link in the browser that signed up,
 * which signs it in (ADR 003): one password hash per person, at production cost. The mailbox is
 * read once for everyone rather than polled per person, which at hundreds of mails would cost
 * the server's CPU more than the sign-ups.
 */
async function signUpPeople(
  base: string,
  mailDir: string,
  { count, emailPrefix }: { count: number; emailPrefix: string },
): Promise<StreamPerson[]> {
  const clients = await inBatches(
    Array.from({ length: count }, (_, index) => index),
    SIGN_UPS_AT_ONCE,
    async (index) => {
      const email = `${emailPrefix}-${index}@example.com`;
      const client = new TestClient(base, benchAddress(index));
      const response = await client.postJson('/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: `Streams ${index}`,
      });
      if (response.status !== 200)
        throw new Error(`sign-up ${email}: ${response.status} ${await response.text()}`);
      return { index, email, client };
    },
  );
  const links = await verificationLinks(mailDir, new Set(clients.map(({ email }) => email)));
  return inBatches(clients, 16, async ({ index, email, client }) => {
    const link = new URL(links.get(email) ?? '');
    await client.request(link.pathname + link.search);
    if (!client.cookie('session_token')) throw new Error(`verifying ${email} signed nobody in`);
    return { index, email, cookie: client.cookieHeader, ip: client.ip };
  });
}

/**
 * The people saved in `dataDir` by an earlier run when there are enough (their sessions last an
 * hour idle), else new ones, saved there for the next run. Signing 500 people up at production
 * cost takes minutes on two shared cores; profiling the fan-out should not repeat it each time.
 */
export async function savedOrNewPeople(
  base: string,
  dataDir: string,
  count: number,
): Promise<{ people: StreamPerson[]; reused: boolean }> {
  const file = path.join(dataDir, 'bench-streams-people.json');
  if (fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as StreamPerson[];
    if (saved.length >= count) return { people: saved.slice(0, count), reused: true };
  }
  const people = await signUpPeople(base, path.join(dataDir, 'mail'), {
    count,
    emailPrefix: `streams-${Date.now().toString(36)}`,
  });
  // Session cookies: readable by this account only, like the data directory's own secrets.
  fs.writeFileSync(file, JSON.stringify(people), { mode: 0o600 });
  return { people, reused: false };
}

/** The verification link of each address, once all have arrived. */
async function verificationLinks(mailDir: string, emails: Set<string>) {
  const deadline = Date.now() + MAIL_WITHIN_MS;
  for (;;) {
    const links = new Map<string, string>();
    for (const mail of await readMailbox(mailDir)) {
      const email = /[^\s<>"]+@[^\s<>"]+/.exec(mail.to)?.[0];
      if (email && emails.has(email) && mail.link) links.set(email, mail.link);
    }
    if (links.size === emails.size) return links;
    if (Date.now() > deadline)
      throw new Error(`${emails.size - links.size} verification mails did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
