import { restartPostgres } from '../system-deps.js';
import { lostWrites } from '../bench-load-people';
import { openStream } from '../../functions/src/testing/sse-stream';
import { type Cluster, type Instance, waitUntilServed } from './cluster';
import { type Finding, WITHIN_MS } from './checks';
import { type ClusterPerson, type WriteTally, writeUntil } from './people';

const LOAD_MS = 15_000;
const OUTAGE_AT_MS = 4000;

function describeTally(tally: WriteTally): string {
  const refused = [...tally.refused]
    .map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`)
    .join(', ');
  return `${tally.acknowledged} writes acknowledged${refused ? `, ${refused} (not acknowledged)` : ''}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes through the load balancer while app2 is killed (SIGKILL) and later started again. No
 * acknowledged write may be lost, and a stream held by app2 reconnects through the load balancer
 * to a live instance that delivers the next change.
 */
export async function instanceKilledUnderLoad(
  cluster: Cluster,
  writers: ClusterPerson[],
  watcher: ClusterPerson,
): Promise<Finding[]> {
  const victim = cluster.instances[1] as Instance;
  const held = await openStream(watcher.client.via(victim.base));
  await held.waitFor((event) => event.event === 'heartbeat', 5000);
  const load = writeUntil(writers, sleep(LOAD_MS));
  await sleep(OUTAGE_AT_MS);
  await cluster.kill(victim);
  const cut = await waitFor(() => held.ended, 5000);

  // The browser's EventSource reconnects to the same address: the load balancer.
  const reconnectedAt = Date.now();
  const again = await openStream(watcher.client);
  const reconnectMs = Date.now() - reconnectedAt;
  await again.waitFor((event) => event.event === 'heartbeat', 5000);
  const sentAt = Date.now();
  const slug = 'testing-security';
  await watcher.client.call('articles.markRead', { slug, read: true });
  const change = await again
    .waitFor((event) => event.event === 'change' && event.data.includes(`"${slug}"`), 3000)
    .catch(() => undefined);
  const fanOutMs = change ? change.receivedAt - sentAt : null;
  await again.close();
  await held.close();

  await cluster.start(victim);
  const tally = await load;
  const lost = await lostWrites(writers);
  return [
    {
      check: 'an instance killed under load loses no acknowledged write',
      ok: lost.length === 0 && tally.acknowledged > 0,
      detail: `${describeTally(tally)}; ${lost.length} lost${lost.length ? `: ${lost.slice(0, 5).join(', ')}` : ''}`,
    },
    {
      check: 'its streams reconnect through the load balancer and get the next change',
      ok: cut && again.response.status === 200 && fanOutMs !== null && fanOutMs <= WITHIN_MS,
      detail: `stream on ${victim.name} ${cut ? 'cut' : 'NOT cut'} at the kill; reconnected in ${reconnectMs} ms (${again.response.status}); next change after ${fanOutMs ?? '> 3000'} ms`,
    },
  ];
}

async function waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

/**
 * Writes through the load balancer while PostgreSQL restarts (fast shutdown: every connection
 * cut). No acknowledged write may be lost and every instance must serve again on its own.
 */
export async function databaseRestartUnderLoad(
  cluster: Cluster,
  writers: ClusterPerson[],
): Promise<Finding> {
  const load = writeUntil(writers, sleep(LOAD_MS));
  await sleep(OUTAGE_AT_MS);
  const restartAt = Date.now();
  await restartPostgres();
  const restartMs = Date.now() - restartAt;
  const tally = await load;
  const recoveredAt = Date.now();
  let recovered = true;
  for (const instance of cluster.instances) {
    recovered &&= await waitUntilServed(instance.base, 1, 60_000).then(
      () => true,
      () => false,
    );
  }
  const recoveryMs = Date.now() - recoveredAt;
  // Each instance answers a signed-in write again (its pool reconnected, not only /readyz).
  const writes = await Promise.all(
    cluster.instances.map(async (instance) => {
      const writer = writers[0] as ClusterPerson;
      const answer = await writer.client.via(instance.base).call('passwordChecks.record', {
        label: `After the restart, ${instance.name}`,
        score: 4,
        pwned: false,
        reused: false,
        inUse: true,
      });
      if (answer.status === 200) writer.passwordCheckIds.push(answer.body.id);
      return `${instance.name} ${answer.status}`;
    }),
  );
  const lost = await lostWrites(writers);
  return {
    check:
      'a PostgreSQL restart under load loses no acknowledged write; the instances recover on their own',
    ok: recovered && lost.length === 0 && writes.every((write) => write.endsWith(' 200')),
    detail: `restart took ${restartMs} ms; ${describeTally(tally)}; ${lost.length} lost; all ready ${recoveryMs} ms after the load; writes after: ${writes.join(', ')}`,
  };
}
