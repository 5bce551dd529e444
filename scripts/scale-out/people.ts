import type { RecordPasswordCheckInput } from '../../contracts/src/schemas/password-check.schema';
import { TestClient } from '../../functions/src/testing/test-client';
import type { Cluster, Instance } from './cluster';

const PASSWORD = 'a scale-out test passphrase that is long enough';
/** Under the 200 recorded checks a person may keep, so every write has room. */
const KEPT_CHECKS = 150;

export interface ClusterPerson {
  email: string;
  /** The person's browser, pointed at the load balancer. */
  client: TestClient;
  saved: Array<{ id: string; name: string }>;
  feedbackIds: string[];
  passwordCheckIds: string[];
}

/** The call-to-action link of the newest message to `to` that the mail server received. */
async function linkMailedTo(cluster: Cluster, to: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const message = cluster.smtp.received.findLast((raw) => raw.includes(`To: ${to}`));
    // Quoted-printable soft breaks and `=` (RFC 2045), so the link reads as sent.
    const text = message?.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = text && /https?:\/\/[^\s"<>]+/.exec(text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a link reached ${to}`);
}

/**
 * Signs a person up, confirms the address from the mail and signs in. Sign-up and sign-in go to
 * `entry` directly: behind the load balancer every test client is one loopback address, and the
 * per-address sign-in limit (3 in 10 s) would make the people wait on each other. The link in
 * the mail is followed through the load balancer, as a person would.
 */
export async function signUpPerson(
  cluster: Cluster,
  entry: Instance,
  email: string,
  ip: string,
): Promise<ClusterPerson> {
  const client = new TestClient(cluster.site, ip);
  const direct = client.via(entry.base);
  const signUp = await direct.postJson('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: email.split('@')[0],
  });
  if (signUp.status !== 200) throw new Error(`sign-up ${email}: ${signUp.status}`);
  const link = new URL(await linkMailedTo(cluster, email));
  await client.request(link.pathname + link.search);
  client.clearCookies();
  const signIn = await direct.postJson('/api/auth/sign-in/email', { email, password: PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in ${email}: ${signIn.status}`);
  return { email, client, saved: [], feedbackIds: [], passwordCheckIds: [] };
}

/** A signed-in read with a given cookie (kept from before a sign-out that cleared the jar). */
export async function readWithCookie(base: string, cookie: string, site: string): Promise<number> {
  const response = await fetch(`${base}/v1/call/profileSettings.get`, {
    method: 'POST',
    headers: { cookie, origin: site, 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
  await response?.body?.cancel();
  return response?.status ?? 0;
}

export interface WriteTally {
  acknowledged: number;
  /** Answers other than 200 and requests that got no answer, by status (0: none). */
  refused: Map<number, number>;
}

/**
 * Each person records password checks back to back through the load balancer until `stop`
 * resolves; every id the server acknowledged is kept, to be looked for afterwards.
 */
export async function writeUntil(
  people: ClusterPerson[],
  stop: Promise<unknown>,
): Promise<WriteTally> {
  const tally: WriteTally = { acknowledged: 0, refused: new Map() };
  let stopped = false;
  void stop.then(() => (stopped = true));
  await Promise.all(
    people.map(async (person, index) => {
      for (let iteration = 0; !stopped; iteration += 1) {
        if (person.passwordCheckIds.length >= KEPT_CHECKS) {
          // A person keeps at most 200 checks: the oldest goes, as bench:load's people do.
          const removed = await person.client
            .call('passwordChecks.remove', { id: person.passwordCheckIds[0] ?? '' })
            .catch(() => undefined);
          if (removed?.status === 200) person.passwordCheckIds.shift();
          continue;
        }
        const answer = await person.client
          .call('passwordChecks.record', {
            label: `Scale-out ${index}.${iteration}`,
            score: iteration % 5,
            pwned: false,
            reused: false,
            inUse: true,
          } satisfies RecordPasswordCheckInput)
          .catch(() => undefined);
        if (answer?.status === 200) {
          person.passwordCheckIds.push(answer.body.id);
          tally.acknowledged += 1;
        } else {
          const status = answer?.status ?? 0;
          tally.refused.set(status, (tally.refused.get(status) ?? 0) + 1);
          // A person whose request failed tries again a moment later, not in a tight loop.
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }),
  );
  return tally;
}
