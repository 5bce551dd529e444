import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Person, lostWrites, signUp, step } from './bench-load-people';
import { type Sample, format, report } from './bench-load-report';
import { build, log, rssBytes, startBuiltServer } from './bench-server';

// npm run bench:load [-- --users 50 --duration 600 --warmup 120 --database-url postgres://… --keep
//                       --sign-in-every 60 --cpu-prof dir --bundle path/to/index.js --no-build]
// SECURITY.md §6 #15, the soak: the production build (npm run build, node functions/dist/index.js,
// embedded PGlite, or an empty PostgreSQL database given by --database-url) under `users` people at once for `duration` seconds, each in a closed loop with
// no think time: dashboard reads, writes (save a breach, submit feedback, record a password
// check, take a risk assessment) and a fresh sign-in every minute. Each person has their own
// address behind one trusted proxy, as behind a load balancer. Goals: no non-2xx answer but the
// intended 429s (feedback: 5 per hour), p95 < 300 ms for reads and < 500 ms for writes, every
// acknowledged write present afterwards, server memory (RSS) growing < 10 % from the end of the
// warm-up to the end.
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '600' },
    warmup: { type: 'string', default: '120' },
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
    // Seconds between each person's sign-ins; SECURITY.md's mix has one a minute.
    'sign-in-every': { type: 'string', default: '60' },
    // Writes the server's CPU profile there when it stops, to see where the soak's time goes.
    'cpu-prof': { type: 'string' },
    // Another build (one kept from before a change), to compare the two in one session.
    bundle: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const USERS = Number(values.users);
const DURATION_S = Number(values.duration);
const WARMUP_S = Number(values.warmup);
const SIGN_UPS_AT_ONCE = 4;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-bench-load-'));
  if (!values['no-build']) build();
  const server = await startBuiltServer({
    dataDir,
    databaseUrl: values['database-url'],
    bundle: values.bundle,
    nodeFlags: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [],
  });
  const { child, base } = server;
  const pid = child.pid ?? 0;
  try {
    log(`Signing up ${USERS} people (verified by their mail, then signed in) …`);
    const people: Person[] = [];
    // Four at a time: the server hashes two passwords at once, so this keeps both hashing.
    for (let first = 0; first < USERS; first += SIGN_UPS_AT_ONCE) {
      const batch = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, USERS - first) }, (_, offset) =>
        signUp(base, path.join(dataDir, 'mail'), {
          index: first + offset,
          people: USERS,
          signInEveryMs: Number(values['sign-in-every']) * 1000,
        }),
      );
      people.push(...(await Promise.all(batch)));
    }
    const catalog = (await (
      await fetch(`${base}/api/v3/breaches`, { headers: { 'user-agent': 'bench-load' } })
    ).json()) as Array<{ Name: string }>;
    const names = catalog.map((breach) => breach.Name);

    const samples: Sample[] = [];
    const rss: Array<{ at: number; bytes: number }> = [];
    let measuring = false;
    const startedAt = Date.now();
    const warmupEnds = startedAt + WARMUP_S * 1000;
    const endsAt = warmupEnds + DURATION_S * 1000;
    const sampler = setInterval(() => {
      if (measuring) rss.push({ at: Date.now(), bytes: rssBytes(pid) });
      const elapsed = Math.round((Date.now() - startedAt) / 1000);
      if (elapsed % 30 === 0) {
        const phase = Date.now() < warmupEnds ? 'warm-up' : 'measuring';
        log(
          `  ${elapsed} s of ${WARMUP_S + DURATION_S} (${phase}): ${format(samples.length)} requests, RSS ${format(rssBytes(pid) / 2 ** 20)} MiB`,
        );
      }
    }, 1000);
    log(`Load: ${USERS} people, ${WARMUP_S} s warm-up, then ${DURATION_S} s measured …`);
    await Promise.all(
      people.map(async (person) => {
        for (let iteration = 0; Date.now() < endsAt; iteration += 1) {
          if (!measuring && Date.now() >= warmupEnds) {
            measuring = true;
            rss.push({ at: Date.now(), bytes: rssBytes(pid) });
          }
          await step(person, names, measuring ? samples : null, iteration);
        }
      }),
    );
    clearInterval(sampler);
    rss.push({ at: Date.now(), bytes: rssBytes(pid) });
    const lost = await lostWrites(people);
    report({
      users: USERS,
      database: values['database-url'] ? 'PostgreSQL' : 'PGlite',
      warmupSeconds: WARMUP_S,
      seconds: DURATION_S,
      samples,
      rss,
      lost,
    });
  } finally {
    await server.stop();
    if (!values.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
