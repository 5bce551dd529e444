import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROBE_SLUG, scaffoldProbe } from './new-feature/scaffold-probe';

// `npm run check:new-feature`: the whole proof that `npm run new:feature` makes a feature ready to
// build on, in a throwaway copy: it type-checks, lints, is formatted, and its tests, the
// registry's and the security suites (access matrix, row-level security) pass. A few minutes.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const probe = await scaffoldProbe(root);
const touched = [...probe.result.created, ...probe.result.edited];
const steps: [title: string, command: string, args: string[]][] = [
  ['Type check: contracts', 'tsgo', ['-p', 'contracts']],
  ['Type check: functions', 'tsgo', ['-p', 'functions']],
  ['Type check: web', 'tsgo', ['-p', 'web']],
  ['Lint', 'eslint', ['--max-warnings=0', ...touched]],
  ['Formatting', 'prettier', ['--check', ...touched]],
  [
    'Tests: the feature, the registry, the access matrix, row-level security',
    'vitest',
    [
      'run',
      '--maxWorkers=1',
      '--project=functions',
      '--project=web',
      `functions/src/features/${PROBE_SLUG}`,
      `web/src/features/${PROBE_SLUG}`,
      'functions/src/platform/registry.test.ts',
      'functions/src/platform/callable-access.test.ts',
      'functions/src/db/row-level-security.test.ts',
    ],
  ],
];

const report = [
  `Scaffolded "${PROBE_SLUG}" in ${probe.copy}; edited: ${probe.changes.edited.join(', ')}`,
];
let failed = false;
for (const [title, command, args] of steps) {
  const started = Date.now();
  const result = probe.run(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  report.push(`${result.status === 0 ? '✔' : '✖'} ${title} (${seconds} s)`);
  if (result.status !== 0) {
    report.push(result.stdout, result.stderr);
    failed = true;
    break;
  }
}
if (failed) report.push(`The copy is kept for a look: ${probe.copy}`);
else probe.remove();
process.stdout.write(`${report.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
