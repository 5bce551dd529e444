import { generateId } from '../../contracts/src/ids';
import { ARTICLE_SLUGS } from '../../contracts/src/schemas/article.schema';
import { FEEDBACK_PER_HOUR } from '../../contracts/src/schemas/feedback.schema';
import { openStream } from '../../functions/src/testing/sse-stream';
import type { Cluster } from './cluster';
import { type ClusterPerson, readWithCookie } from './people';

/** Each proof's limit: what a person on another instance may wait, by the issue's bound. */
export const WITHIN_MS = 1000;

export interface Finding {
  check: string;
  ok: boolean;
  detail: string;
}

async function pollUntil(read: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= timeoutMs) {
    if (await read()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/**
 * A session every instance has verified (and cached) is signed out through the first; the others
 * and the load balancer must refuse it within a second, and a stream it holds on each of the
 * others must be ended within a second too.
 */
export async function sessionEndsEverywhere(
  cluster: Cluster,
  person: ClusterPerson,
): Promise<Finding> {
  const cookie = person.client.cookieHeader;
  for (const instance of cluster.instances)
    for (let warm = 0; warm < 2; warm += 1) {
      const status = await readWithCookie(instance.base, cookie, cluster.site);
      if (status !== 200)
        return { check: 'sign-out', ok: false, detail: `${instance.name} read ${status} before` };
    }
  const [first, ...others] = cluster.instances;
  if (!first) throw new Error('no instances');
  const streams = await Promise.all(
    others.map((instance) => openStream(person.client.via(instance.base))),
  );
  await Promise.all(streams.map((stream) => stream.waitFor((e) => e.event === 'heartbeat', 5000)));
  const signedOutAt = Date.now();
  const signOut = await person.client.via(first.base).postJson('/api/auth/sign-out', {});
  if (signOut.status !== 200)
    return { check: 'sign-out', ok: false, detail: `sign-out answered ${signOut.status}` };
  const waits = await Promise.all(
    [...others.map((instance) => instance.base), cluster.site].map((base) =>
      pollUntil(async () => (await readWithCookie(base, cookie, cluster.site)) === 401, 3000),
    ),
  );
  const streamEnds = await Promise.all(
    streams.map(async (stream) => {
      const ended = await stream
        .waitFor((event) => event.event === 'session-ended', 3000)
        .catch(() => undefined);
      await stream.close();
      return ended ? ended.receivedAt - signedOutAt : null;
    }),
  );
  const names = [...others.map((instance) => instance.name), 'load balancer'];
  const detail = [
    ...names.map((name, index) => `${name} refused it after ${waits[index] ?? '> 3000'} ms`),
    ...others.map(
      (instance, index) =>
        `${instance.name}'s stream ended after ${streamEnds[index] ?? '> 3000'} ms`,
    ),
  ].join(', ');
  return {
    check: 'a sign-out through app1 ends the session and its streams on every instance within 1 s',
    ok: [...waits, ...streamEnds].every((wait) => wait !== null && wait <= WITHIN_MS),
    detail,
  };
}

/** For each instance in turn, a stream held there sees a change made through the next one. */
export async function changesReachOtherInstances(
  cluster: Cluster,
  person: ClusterPerson,
  label: string,
): Promise<Finding> {
  const timings: string[] = [];
  let ok = true;
  const { instances } = cluster;
  for (const [index, holder] of instances.entries()) {
    const writer = instances[(index + 1) % instances.length];
    if (!writer) continue;
    const stream = await openStream(person.client.via(holder.base));
    try {
      await stream.waitFor((event) => event.event === 'heartbeat', 5000);
      const slug = ARTICLE_SLUGS[index % ARTICLE_SLUGS.length] ?? 'real-world-examples';
      const sentAt = Date.now();
      const { status } = await person.client
        .via(writer.base)
        .call('articles.markRead', { slug, read: true });
      if (status !== 200) throw new Error(`articles.markRead through ${writer.name}: ${status}`);
      const change = await stream
        .waitFor((event) => event.event === 'change' && event.data.includes(`"${slug}"`), 3000)
        .catch(() => undefined);
      const took = change ? change.receivedAt - sentAt : null;
      ok &&= took !== null && took <= WITHIN_MS;
      timings.push(`${writer.name}→${holder.name} ${took ?? '> 3000'} ms`);
    } finally {
      await stream.close();
    }
  }
  return {
    check: `${label}: a change through one instance reaches a stream held by another within 1 s`,
    ok,
    detail: timings.join(', '),
  };
}

/**
 * The feedback quota (FEEDBACK_PER_HOUR a person in any hour) is one budget across instances:
 * messages sent through each instance in turn are counted together, and each is mailed once.
 */
export async function feedbackQuotaIsShared(
  cluster: Cluster,
  person: ClusterPerson,
): Promise<Finding> {
  const statuses: string[] = [];
  const mailedTwice: string[] = [];
  for (let sent = 0; sent <= FEEDBACK_PER_HOUR; sent += 1) {
    const instance = cluster.instances[sent % cluster.instances.length];
    if (!instance) continue;
    const { status, body } = await person.client.via(instance.base).call('feedback.submit', {
      idempotencyKey: generateId(),
      category: 'praise',
      rating: 5,
      message: `Feedback ${sent + 1} through ${instance.name}.`,
    });
    statuses.push(`${instance.name} ${status}`);
    if (status === 200) person.feedbackIds.push(body.id);
  }
  const accepted = statuses.filter((status) => status.endsWith(' 200')).length;
  const refusedLast = statuses.at(-1)?.endsWith(' 429') ?? false;
  // Every accepted message reaches the inbox once, whichever instance's worker took the job.
  const deadline = Date.now() + 15_000;
  while (
    Date.now() < deadline &&
    !person.feedbackIds.every((id) => countMail(cluster, (raw) => raw.includes(id)) >= 1)
  )
    await new Promise((resolve) => setTimeout(resolve, 200));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const id of person.feedbackIds) {
    const copies = countMail(cluster, (raw) => raw.includes(id));
    if (copies !== 1) mailedTwice.push(`${id}: ${copies} mails`);
  }
  return {
    check: `the feedback quota (${FEEDBACK_PER_HOUR} an hour) holds across instances, and each message is mailed once`,
    ok: accepted === FEEDBACK_PER_HOUR && refusedLast && mailedTwice.length === 0,
    detail: `${statuses.join(', ')}${mailedTwice.length > 0 ? `; ${mailedTwice.join(', ')}` : '; one mail each'}`,
  };
}

/** Every message the mail server received that matches, so a message sent twice is seen twice. */
export function countMail(cluster: Cluster, matches: (raw: string) => boolean): number {
  return cluster.smtp.received.filter(matches).length;
}
