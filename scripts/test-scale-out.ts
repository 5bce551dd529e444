// `npm run test:scale-out`: three production instances on one PostgreSQL behind HAProxy (Debian's
// package, with docs/deploy/haproxy.cfg), and the proofs of issue 11's "Scale-out on PostgreSQL":
// sign-outs and changes cross instances within a second, schedules and mails happen once, the
// feedback quota is one budget, and neither a killed instance nor a PostgreSQL restart loses an
// acknowledged write. About four minutes; outside `npm test` because it restarts the machine's
// PostgreSQL (every other user of it is cut off for a moment). Options: --no-build.
import os from 'node:os';
import path from 'node:path';
import { ensureHaproxy, ensurePackages, ensurePostgres } from './system-deps.js';
import { build, log } from './bench-server';
import { type Cluster, startCluster } from './scale-out/cluster';
import {
  type Finding,
  changesReachOtherInstances,
  countMail,
  feedbackQuotaIsShared,
  sessionEndsEverywhere,
} from './scale-out/checks';
import { databaseRestartUnderLoad, instanceKilledUnderLoad } from './scale-out/outages';
import { type ClusterPerson, signUpPerson } from './scale-out/people';
import { everyScheduleEachMinute, schedulesRanOncePerMinute } from './scale-out/schedules';

const WORK_DIR = path.join(os.tmpdir(), 'bulwark-scale-out');
/** At least two whole minutes (after the one the change fell in) before the schedules are counted. */
const SCHEDULES_WATCHED_MS = 180_000;

function report(finding: Finding) {
  log(`${finding.ok ? '✔' : '✖'} ${finding.check}\n    ${finding.detail}`);
}

async function signUpPeople(cluster: Cluster, count: number): Promise<ClusterPerson[]> {
  const people: ClusterPerson[] = [];
  for (let index = 0; index < count; index += 1) {
    const entry = cluster.instances[index % cluster.instances.length];
    if (!entry) continue;
    people.push(
      await signUpPerson(cluster, entry, `person-${index}@example.com`, `203.0.113.${index + 1}`),
    );
  }
  return people;
}

async function main() {
  ensurePackages();
  const haproxy = ensureHaproxy();
  const adminUrl = ensurePostgres();
  if (!process.argv.includes('--no-build')) build();
  const started = Date.now();
  const cluster = await startCluster({ adminUrl, haproxy, workDir: WORK_DIR });
  log(`Three instances behind ${cluster.site} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const findings: Finding[] = [];
  const note = (finding: Finding) => {
    findings.push(finding);
    report(finding);
  };
  try {
    const people = await signUpPeople(cluster, 9);
    // Each outage has writers of its own: a person keeps at most 200 password checks.
    const [leaver, watcher, quota, ...writers] = people;
    if (!leaver || !watcher || !quota) throw new Error('sign-up failed');
    const duringKill = writers.slice(0, 3);
    const duringRestart = writers.slice(3);
    const verifications = people.map((person) =>
      countMail(cluster, (raw) => raw.includes(`To: ${person.email}`)),
    );
    note({
      check: 'each verification mail is sent once',
      ok: verifications.every((count) => count === 1),
      detail: `${people.length} people: ${verifications.join(', ')} mails`,
    });
    note(await sessionEndsEverywhere(cluster, leaver));
    note(await changesReachOtherInstances(cluster, watcher, 'three instances'));
    note(await feedbackQuotaIsShared(cluster, quota));
    for (const finding of await instanceKilledUnderLoad(cluster, duringKill, watcher))
      note(finding);
    // After app2's restart: an instance starting writes the schedules from its code again.
    const schedulesSince = await everyScheduleEachMinute(cluster);
    note(await databaseRestartUnderLoad(cluster, duringRestart));
    note(await changesReachOtherInstances(cluster, watcher, 'after the restart'));
    const waited = Date.now() - schedulesSince.getTime();
    if (waited < SCHEDULES_WATCHED_MS) {
      log(
        `Watching the schedules for ${Math.ceil((SCHEDULES_WATCHED_MS - waited) / 1000)} s more …`,
      );
      await new Promise((resolve) => setTimeout(resolve, SCHEDULES_WATCHED_MS - waited));
    }
    note(await schedulesRanOncePerMinute(cluster, schedulesSince));
  } finally {
    await cluster.stop();
  }
  const failed = findings.filter((finding) => !finding.ok);
  log(
    `\n${findings.length - failed.length} of ${findings.length} proofs held (${((Date.now() - started) / 1000).toFixed(0)} s).`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

await main();
