// `npm test`: every check the project has, in the order that fails fastest, with progress and a
// closing "N passed, N failed" line. System packages (Chromium, PostgreSQL) are installed first
// when missing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePackages, ensurePostgres } from './system-deps.js';

const reportDir = path.resolve('.test-data/reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function step(title, command, args, env = {}) {
  const at = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return reportStep(title, result.status === 0, at);
}

/** The closing line of a step, with its time; whether it passed. */
function reportStep(title, passed, at) {
  const seconds = ((Date.now() - at) / 1000).toFixed(1);
  if (passed) console.log(`✔ ${title} (${seconds} s)`);
  else console.error(`✖ ${title} failed after ${seconds} s`);
  return passed;
}

/**
 * Runs lanes of steps side by side, each lane's steps one after another, and resolves whether all
 * passed. A step's output is held until it ends, then printed whole, so lanes do not interleave.
 * Lint is the longest check (70–130 s, mostly one thread); the other checks and the build run
 * beside it: 155 s in all against 209 s one after another (docs/benchmarks.md, 2026-12-02).
 */
async function stepsSideBySide(lanes) {
  console.log(
    `\n▶ Side by side: ${lanes.map((lane) => lane.map(([title]) => title).join(', then ')).join(' | ')}`,
  );
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const [title, command, args] of lane) {
        if (!(await heldStep(title, command, args))) return false;
      }
      return true;
    }),
  );
  return results.every(Boolean);
}

function heldStep(title, command, args) {
  const at = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    // A command that cannot start (not installed) says so here; 'close' follows with no code 0.
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      console.log(`\n▶ ${title}`);
      process.stdout.write(Buffer.concat(output));
      resolve(reportStep(title, code === 0, at));
    });
  });
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

/**
 * The crash test holds the server to a recovery time (SECURITY #16: back up within 10 s of a
 * SIGKILL). Beside another integration file on two cores it measured the neighbour as much as the
 * server, so it runs in a step of its own, once (it starts PGlite processes whatever the pass).
 */
const CRASH_TEST = 'src/server.crash.test.ts';

function vitest(
  title,
  { projects, reportName, env = {}, filters = ['--exclude', `**/${CRASH_TEST}`] },
) {
  const outputFile = path.join(reportDir, `${reportName}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
    ...filters,
  ];
  const ok = step(title, 'vitest', args, env);
  try {
    countVitest(outputFile);
  } catch {
    if (ok) throw new Error(`${title}: no report at ${outputFile}`);
  }
  return ok;
}

/**
 * The functions files whose servers or databases follow TEST_DATABASE_URL: through the test
 * server and database helpers, or the variable itself. The PostgreSQL pass runs only these; the
 * others test code that never reaches a database, or PGlite itself (server processes, a first
 * start, integrity checks), and a second run of them paid their start-up for nothing (about a
 * minute of the pass).
 */
const FOLLOWS_THE_TEST_DATABASE =
  /\/(test-server|test-database|users|auth-helpers|callable-access)'|TEST_DATABASE_URL/;

function functionsFilesOnTheTestDatabase() {
  const sourceDir = path.resolve('functions/src');
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) =>
      FOLLOWS_THE_TEST_DATABASE.test(readFileSync(path.join(sourceDir, file), 'utf8')),
    )
    .map((file) => `functions/src/${file}`);
}

function finish(ok) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nAll checks finished in ${minutes} min.`);
  console.log(
    `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

ensurePackages();
const databaseUrl = ensurePostgres();

const staticChecksPassed = await stepsSideBySide([
  [['Lint', 'eslint', ['.', '--max-warnings=0']]],
  [
    ['Formatting (Prettier)', 'prettier', ['--check', '.', '--log-level=warn']],
    ['Dead code (knip)', 'knip', ['--no-progress']],
    ['Type check', 'npm', ['run', 'typecheck', '--silent']],
    ['Content check', 'npm', ['run', 'content:check', '--silent']],
    // Only the end-to-end tests use the build; made here, it costs the run no time of its own.
    ['Build', 'npm', ['run', 'build', '--silent']],
  ],
]);

const ok =
  staticChecksPassed &&
  // POSTGRES_TEST_URL: the few tests of PostgreSQL-only behaviour (losing connections) run in this pass too.
  vitest('Unit and integration tests (PGlite)', {
    projects: ['contracts', 'functions', 'web', 'scripts'],
    reportName: 'vitest-pglite',
    env: { POSTGRES_TEST_URL: databaseUrl },
  }) &&
  vitest('Integration tests (PostgreSQL)', {
    projects: ['functions'],
    reportName: 'vitest-postgres',
    env: { TEST_DATABASE_URL: databaseUrl },
    filters: functionsFilesOnTheTestDatabase(),
  }) &&
  vitest('Crash safety (alone)', {
    projects: ['functions'],
    reportName: 'vitest-crash',
    filters: [CRASH_TEST],
  }) &&
  (() => {
    const outputFile = path.join(reportDir, 'playwright.json');
    const passed = step('End-to-end tests (Chromium)', 'npm', ['run', 'test:e2e', '--silent'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile,
    });
    try {
      countPlaywright(outputFile);
    } catch {
      if (passed) throw new Error(`no Playwright report at ${outputFile}`);
    }
    return passed;
  })();

finish(ok);
