import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { findFreePort } from '../functions/src/testing/free-port';
import { cpuMeter } from './proc-meters.js';
import { type OpenStream, openStream } from './bench-streams-client';
import { Arrivals, CHANGES_PER_PERSON_MAX, makeChanges } from './bench-streams-fanout';
import { settledMemory, startProfile } from './bench-streams-inspector';
import { inBatches, savedOrNewPeople } from './bench-streams-people';
import { type StreamsRun, printRun } from './bench-streams-report';
import { build, log, startBuiltServer } from './bench-server';

// npm run bench:streams [-- --people 500 --streams-per-person 10 --changes 1000 --rate 50
//                          --database-url postgres://… --skip-pglite --port 3640 --no-build
//                          --keep --data-dir dir --cpu-prof dir]
// Issue 11: 5,000 change streams open on one instance, the memory each holds, and how long a
// change takes from its write to the last of its person's streams. Each person holds the most
// streams one person may (MAX_STREAMS_PER_PERSON), so the people are many. This process is every
// browser: it opens the streams over loopback, makes the writes and stamps every arrival on one
// clock. The server runs the production build with an inspector (port + 1) so that memory is read
// after a forced collection, and `--cpu-prof` profiles the server during the changes only.
// --data-dir keeps the server's data and the people's sessions for the next run with the same
// directory (and the same --database-url), which then skips the sign-ups.
const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '500' },
    'streams-per-person': { type: 'string', default: '10' },
    changes: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
    'skip-pglite': { type: 'boolean', default: false },
    port: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const PEOPLE = Number(values.people);
const STREAMS_PER_PERSON = Number(values['streams-per-person']);
const CHANGES = Number(values.changes);
const RATE = Number(values.rate);
/** Opening streams this many at a time: a page load's worth per person, many people at once. */
const OPENING_AT_ONCE = 100;
/** After the last stream opens: every stream has sent a heartbeat or two before memory is read. */
const SETTLE_MS = 6000;
if (CHANGES > PEOPLE * CHANGES_PER_PERSON_MAX)
  throw new Error(`--changes: at most ${CHANGES_PER_PERSON_MAX} per person`);
/** This process and the server (which inherits the limit) each hold a socket per stream. */
const openFilesLimit = Number(
  /^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Infinity,
);
if (openFilesLimit < PEOPLE * STREAMS_PER_PERSON + 1024)
  throw new Error(`open files are limited to ${openFilesLimit}: raise it first (ulimit -n)`);

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

async function benchDatabase(database: 'PGlite' | 'PostgreSQL'): Promise<StreamsRun> {
  const loadAtStart = loadAverage();
  // One directory per database: the people saved in one do not exist in the other.
  const dataDir = values['data-dir']
    ? path.join(values['data-dir'], database.toLowerCase())
    : fs.mkdtempSync(path.join(os.tmpdir(), 'streams-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const port = values.port ? Number(values.port) : await findFreePort();
  const inspectorPort = values.port ? port + 1 : await findFreePort();
  const server = await startBuiltServer({
    dataDir,
    databaseUrl: database === 'PostgreSQL' ? values['database-url'] : undefined,
    port,
    nodeFlags: [`--inspect=127.0.0.1:${inspectorPort}`],
  });
  const pid = server.child.pid as number;
  const streams: OpenStream[] = [];
  try {
    log(`${database}: ${PEOPLE} people …`);
    const signUpStarted = performance.now();
    const { people, reused } = await savedOrNewPeople(server.base, dataDir, PEOPLE);
    const signUpSeconds = (performance.now() - signUpStarted) / 1000;
    const before = await settledMemory(pid, inspectorPort);

    log(`${database}: opening ${PEOPLE * STREAMS_PER_PERSON} streams …`);
    const arrivals = new Arrivals();
    const openStarted = performance.now();
    const slots = people.flatMap((person) =>
      Array.from({ length: STREAMS_PER_PERSON }, () => person),
    );
    streams.push(
      ...(await inBatches(slots, OPENING_AT_ONCE, (person) =>
        openStream(server.base, person, (change) => arrivals.record(person, change)),
      )),
    );
    const openSeconds = (performance.now() - openStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const after = await settledMemory(pid, inspectorPort);
    const silent = streams.filter((stream) => stream.heartbeats === 0).length;

    log(`${database}: ${CHANGES} changes at ${RATE}/s …`);
    const eventLoop = monitorEventLoopDelay({ resolution: 10 });
    eventLoop.enable();
    const cpu = cpuMeter(pid);
    const profile = values['cpu-prof']
      ? await startProfile(inspectorPort, values['cpu-prof'])
      : null;
    const fanouts = await makeChanges(server.base, {
      people,
      count: CHANGES,
      perSecond: RATE,
      arrivals,
    });
    eventLoop.disable();
    if (profile) log(`${database}: server profile of the changes in ${await profile()}`);
    return {
      database,
      streams: streams.length,
      silent,
      people: PEOPLE,
      signUpSeconds: reused ? null : signUpSeconds,
      openSeconds,
      before,
      after,
      fanouts,
      streamsPerPerson: STREAMS_PER_PERSON,
      rate: RATE,
      cpu: cpu(),
      clientEventLoopP99Ms: eventLoop.percentile(99) / 1e6,
      load: `${loadAtStart} → ${loadAverage()}`,
    };
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    if (!values.keep && !values['data-dir']) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!values['no-build']) build();
  if (!values['skip-pglite']) printRun(await benchDatabase('PGlite'));
  if (values['database-url']) printRun(await benchDatabase('PostgreSQL'));
}

await main();
