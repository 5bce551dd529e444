// `npm run test:durations`: records how long each test file took in the last `npm test` (its
// Vitest reports in .test-data/reports), for the sequencer that runs the longest first in a clean
// clone (scripts/longest-first-sequencer.ts). A file run in both database passes keeps the longer
// time; files under two seconds are left out, as the sequencer counts unknown files as short.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const reportDir = path.resolve('.test-data/reports');
const MIN_SECONDS = 2;

const seconds = {};
for (const name of readdirSync(reportDir).filter((file) => /^vitest-.*\.json$/.test(file))) {
  const report = JSON.parse(readFileSync(path.join(reportDir, name), 'utf8'));
  for (const file of report.testResults) {
    const key = path.relative(process.cwd(), file.name).split(path.sep).join('/');
    const taken = Math.round((file.endTime - file.startTime) / 1000);
    if (taken >= MIN_SECONDS) seconds[key] = Math.max(seconds[key] ?? 0, taken);
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync('scripts/test-durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`Recorded ${Object.keys(sorted).length} test files of ${MIN_SECONDS} s or more.`);
