import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Options, type RawRequest, type Request } from 'autocannon';
import { ARTICLE_SLUGS } from '../contracts/src/schemas/article.schema';
import { generateId } from '../contracts/src/ids';
import { answersFor } from '../functions/src/features/risk-assessment/testing/answers';
import { type Person, signUp } from './bench-load-people';
import { format } from './bench-load-report';
import { build, log, startBuiltServer } from './bench-server';
import { cpuMeter } from './proc-meters.js';

// npm run bench:api [-- --duration 6 --warmup 1 --connections 20 --people 20
//                      --database-url postgres://… --skip-pglite --targets a,b --port 3571 --no-build
//                      --bundle path/to/index.js --cpu-prof dir]
// Issue 11: what a signed-in call costs against the trivial /healthz, on the production build
// (node functions/dist/index.js). Each target runs under autocannon for `duration` seconds with
// `connections` connections, requests spread over `people` signed-in people (their own cookie and
// address), with /healthz run before the first target and after each one: a target's share is
// its rate over the mean of the two /healthz runs around it, so a busy shared machine moves both
// sides. PGlite first; then PostgreSQL when --database-url names a database (people are created
// afresh each run, so the database may be reused). --bundle starts another build instead of
// functions/dist/index.js: one kept from before a change, placed where it finds node_modules.
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '6' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '20' },
    people: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    'skip-pglite': { type: 'boolean', default: false },
    targets: { type: 'string' },
    port: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    bundle: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const DURATION_S = Number(values.duration);
const WARMUP_S = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const PEOPLE = Number(values.people);

type Kind = 'read' | 'write';
interface Target {
  name: string;
  kind: Kind;
  /** The input of the n-th call (writes vary theirs so each call really writes). */
  input: (n: number) => unknown;
  /**
   * A write that adds a row a person may only keep so many of is followed, on the same connection,
   * by the call that takes it away again (its input built from the first call's answer), so a run
   * of any length never meets the limit: the row reports the pair's rate.
   */
  undo?: { name: string; input: (created: { id: string }) => unknown };
}
/** Breaches each person has saved before the targets run (`prepare`). */
const SAVED_PER_PERSON = 5;
/** Set once the server's catalog is read: breach names `savedBreaches.add` may save. */
let addableBreachNames: string[] = [];
const TARGETS: Target[] = [
  { name: 'profileSettings.get', kind: 'read', input: () => ({}) },
  { name: 'savedBreaches.list', kind: 'read', input: () => ({}) },
  { name: 'articles.getProgress', kind: 'read', input: () => ({}) },
  { name: 'riskAssessment.getOverview', kind: 'read', input: () => ({}) },
  {
    name: 'passwordChecks.record',
    kind: 'write',
    input: (n) => ({ label: `Bench ${n}`, score: n % 5, pwned: false, reused: false, inUse: true }),
    // A person keeps at most PASSWORD_CHECKS_MAX (200) checks.
    undo: { name: 'passwordChecks.remove', input: (created) => ({ id: created.id }) },
  },
  {
    name: 'savedBreaches.add',
    kind: 'write',
    // Catalog entries no person saved beforehand (`prepare` saves SAVED_PER_PERSON each), so
    // each add puts a breach on the list and its removal leaves the list as prepared.
    input: (n) => ({ breachName: addableBreachNames[n % addableBreachNames.length] }),
    undo: { name: 'savedBreaches.remove', input: (created) => ({ id: created.id }) },
  },
  {
    name: 'articles.markRead',
    kind: 'write',
    input: (n) => ({ slug: ARTICLE_SLUGS[n % ARTICLE_SLUGS.length], read: n % 3 !== 0 }),
  },
];
const selected = values.targets
  ? values.targets.split(',').map((name) => {
      const target = TARGETS.find((candidate) => candidate.name === name);
      if (!target) throw new Error(`--targets: unknown target ${name}`);
      return target;
    })
  : TARGETS;

interface Measured {
  label: string;
  kind: Kind | 'healthz';
  rate: number;
  p50: number;
  p99: number;
  failures: number;
  load: string;
  /** CPU milliseconds per answered call: the server's, and PostgreSQL's backends' (0 on PGlite). */
  serverCpuMs: number;
  postgresCpuMs: number;
}

const loadAverage = () => os.loadavg()[0]?.toFixed(1) ?? '?';

async function measure(
  { base, pid }: { base: string; pid: number },
  label: string,
  kind: Measured['kind'],
  requests: Request[] = [{ method: 'GET', path: '/healthz' }],
): Promise<Measured> {
  const options: Options = { url: base, connections: CONNECTIONS, requests };
  if (WARMUP_S > 0) await autocannon({ ...options, duration: WARMUP_S });
  const loadBefore = loadAverage();
  // Per call, CPU time does not swing with the machine's other load as much as rates do.
  const cpuUsed = cpuMeter(pid);
  const result = await autocannon({ ...options, duration: DURATION_S });
  const cpu = cpuUsed();
  const perCall = (seconds: number) => (1000 * seconds) / Math.max(1, result.requests.total);
  return {
    label,
    kind,
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    load: `${loadBefore}–${loadAverage()}`,
    serverCpuMs: perCall(cpu.server),
    postgresCpuMs: perCall(cpu.postgres),
  };
}

/**
 * One callable, its requests spread over the people in turn (cookie, address, fresh input); with
 * `undo`, each call is followed on its connection by the undoing call, as the same person.
 */
function callRequests(base: string, people: Person[], target: Target): Request[] {
  let calls = 0;
  const as = (request: RawRequest, person: Person, body: unknown): RawRequest => ({
    ...request,
    headers: {
      ...request.headers,
      'content-type': 'application/json',
      origin: base,
      cookie: person.client.cookieHeader,
      'x-forwarded-for': person.client.ip,
    },
    body: JSON.stringify(body),
  });
  const call: Request = {
    method: 'POST',
    path: `/v1/call/${target.name}`,
    setupRequest: (request, context) => {
      calls += 1;
      const person = people[calls % people.length];
      if (!person) throw new Error('no people');
      context.person = person;
      return as(request, person, target.input(calls));
    },
  };
  const { undo } = target;
  if (!undo) return [call];
  return [
    {
      ...call,
      // Only here: autocannon keeps and hands over each answer's body only to a request that asks.
      onResponse: (_status, body, context) => {
        context.created = body ? (JSON.parse(body) as { id: string }) : undefined;
      },
    },
    {
      method: 'POST',
      path: `/v1/call/${undo.name}`,
      setupRequest: (request, context) =>
        as(request, context.person as Person, undo.input(context.created as { id: string })),
    },
  ];
}

/** What a person has before the reads run: saved breaches, a submitted assessment, articles read. */
async function prepare(person: Person, breachNames: string[], index: number): Promise<void> {
  const call = async (name: string, input: unknown) => {
    const response = await person.client.postJson(`/v1/call/${name}`, input);
    if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
    return (await response.json()) as { id?: string };
  };
  for (let offset = 0; offset < SAVED_PER_PERSON; offset += 1) {
    const breachName = breachNames[(index * SAVED_PER_PERSON + offset) % breachNames.length];
    await call('savedBreaches.add', { breachName });
  }
  const assessment = await call('riskAssessment.start', { mode: 'quick' });
  await call('riskAssessment.saveAnswers', {
    id: assessment.id,
    answers: answersFor('quick', 'worst'),
  });
  await call('riskAssessment.submit', { id: assessment.id, idempotencyKey: generateId() });
  for (const slug of ARTICLE_SLUGS.slice(0, 3))
    await call('articles.markRead', { slug, read: true });
}

async function benchDatabase(database: 'PGlite' | 'PostgreSQL'): Promise<Measured[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-bench-api-'));
  const server = await startBuiltServer({
    dataDir,
    databaseUrl: database === 'PostgreSQL' ? values['database-url'] : undefined,
    port: values.port ? Number(values.port) : undefined,
    bundle: values.bundle,
    // The server writes its profile on exit (SIGTERM at the end of the pass).
    nodeFlags: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [],
  });
  try {
    const run = randomBytes(4).toString('hex');
    log(`${database}: signing up ${PEOPLE} people …`);
    // Five at a time: sign-up and sign-in hash with scrypt, which the server runs off its thread.
    const people: Person[] = [];
    for (let first = 0; first < PEOPLE; first += 5) {
      const batch = Array.from({ length: Math.min(5, PEOPLE - first) }, (_, offset) =>
        signUp(server.base, path.join(dataDir, 'mail'), {
          index: first + offset,
          people: PEOPLE,
          emailPrefix: `bench-${run}`,
        }),
      );
      people.push(...(await Promise.all(batch)));
    }
    const catalog = (await (
      await fetch(`${server.base}/api/v3/breaches`, { headers: { 'user-agent': 'bench-api' } })
    ).json()) as Array<{ Name: string }>;
    const breachNames = catalog.map((breach) => breach.Name);
    await Promise.all(people.map((person, index) => prepare(person, breachNames, index)));
    addableBreachNames = breachNames.slice(PEOPLE * SAVED_PER_PERSON);
    if (addableBreachNames.length === 0)
      throw new Error(`--people ${PEOPLE}: the catalog has no breach left for savedBreaches.add`);

    const served = { base: server.base, pid: server.child.pid as number };
    const results = [await measure(served, '/healthz', 'healthz')];
    for (const target of selected) {
      log(`${database}: ${target.name} …`);
      results.push(
        await measure(
          served,
          target.undo ? `${target.name} + ${target.undo.name.split('.')[1]}` : target.name,
          target.kind,
          callRequests(server.base, people, target),
        ),
      );
      results.push(await measure(served, '/healthz', 'healthz'));
    }
    return results;
  } finally {
    await server.stop();
    if (!values.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each target's share: its rate over the mean of the /healthz runs just before and after it. */
function printTable(database: string, results: Measured[]) {
  console.log(
    `\nbench:api on ${database}: ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up, ${PEOPLE} people, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  console.log(
    '\n| target | kind | req/s | p50 ms | p99 ms | share of /healthz | server CPU ms/call | PostgreSQL CPU ms/call | failed | load average |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
  results.forEach((result, index) => {
    const before = results[index - 1];
    const after = results[index + 1];
    const share =
      result.kind === 'healthz' || !before || !after
        ? ''
        : `${format((100 * result.rate) / ((before.rate + after.rate) / 2), 1)} %`;
    console.log(
      `| ${result.label} | ${result.kind} | ${format(result.rate)} | ${result.p50} | ${result.p99} | ${share} | ${result.serverCpuMs.toFixed(3)} | ${result.postgresCpuMs.toFixed(3)} | ${result.failures} | ${result.load} |`,
    );
  });
}

async function main() {
  if (!values['no-build']) build();
  if (!values['skip-pglite']) printTable('PGlite', await benchDatabase('PGlite'));
  if (values['database-url']) printTable('PostgreSQL', await benchDatabase('PostgreSQL'));
}

await main();
