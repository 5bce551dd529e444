// Installs and starts what the tests need from Debian's packages: Chromium for the end-to-end
// tests, PostgreSQL for the second integration run, and age to show backups open without Bulwark.
// Idempotent; needs root (CI and dev boxes here run as root). Nothing is downloaded from anywhere
// but the distribution's mirrors.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The end-to-end tests' browser: Debian's build of Chromium's headless shell, the build Playwright
 * itself runs headless. The same Blink without the full browser's headless mode around it: the
 * end-to-end tests took 17 % less time (docs/benchmarks.md, 2026-12-02).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
/** Lighthouse's browser for `bench:web`: the full Chromium, as a phone's browser is. */
export const LIGHTHOUSE_CHROMIUM_PATH = '/usr/bin/chromium';
const HAPROXY_PATH = '/usr/sbin/haproxy';
export const TEST_DATABASE_URL = 'postgres://bulwark_test:bulwark_test@127.0.0.1:5432/postgres';

function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

function hasPostgres() {
  return (
    spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/postgres'], { stdio: 'ignore' }).status ===
    0
  );
}

export function ensurePackages() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium-headless-shell', 'fonts-liberation');
  if (!hasPostgres()) missing.push('postgresql');
  if (!existsSync('/usr/bin/age')) missing.push('age');
  if (missing.length > 0) install(missing);
}

function install(packages) {
  console.log(`Installing ${packages.join(', ')} from Debian's packages…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The full Chromium, for Lighthouse in `bench:web`; `npm test` does not need it. */
export function ensureLighthouseChromium() {
  if (!existsSync(LIGHTHOUSE_CHROMIUM_PATH)) install(['chromium', 'fonts-liberation']);
  return LIGHTHOUSE_CHROMIUM_PATH;
}

/** HAProxy, for `npm run test:scale-out` and `bench:web --behind-tls-proxy`; npm test does not need it. */
export function ensureHaproxy() {
  if (existsSync(HAPROXY_PATH)) return HAPROXY_PATH;
  install(['haproxy']);
  // The package starts its own service with the distribution's example configuration; the
  // test runs its own HAProxy on loopback and needs no other one listening.
  spawnSync('service', ['haproxy', 'stop'], { stdio: 'ignore' });
  return HAPROXY_PATH;
}

/**
 * HAProxy and openssl, for `bench:web --behind-tls-proxy`: HAProxy ends TLS with a self-signed
 * certificate that openssl makes.
 */
export function ensureTlsProxy() {
  if (!existsSync('/usr/bin/openssl')) install(['openssl']);
  return ensureHaproxy();
}

function psql(sql) {
  return execFileSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -tAc "${sql}"`], {
    encoding: 'utf8',
  }).trim();
}

function firstCluster() {
  const clusters = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const first = clusters[0]?.split(/\s+/);
  if (!first || first.length < 4) throw new Error('No PostgreSQL cluster found (pg_lsclusters).');
  const [version, name, , status] = first;
  return { version, name, online: status === 'online' };
}

/**
 * Restarts the cluster (fast shutdown: open connections are cut, as a crash or a failover
 * would), for the scale-out test's database outage. Everything else using it is cut too.
 */
export function restartPostgres() {
  const { version, name } = firstCluster();
  // Not execFileSync: the caller's requests keep going (and failing) while it restarts.
  const child = spawn('pg_ctlcluster', [version, name, 'restart', '-m', 'fast'], {
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`pg_ctlcluster restart: exit ${code}`)),
    );
  });
}

/** Starts the distribution's cluster and makes sure our test role exists. */
export function ensurePostgres() {
  const { version, name, online } = firstCluster();
  if (!online) run('pg_ctlcluster', [version, name, 'start']);
  // A role like a production deployer's: may create databases and roles, is not a superuser,
  // so row-level security is exercised the way it runs for real.
  if (psql("SELECT 1 FROM pg_roles WHERE rolname = 'bulwark_test'") !== '1') {
    psql("CREATE ROLE bulwark_test LOGIN CREATEDB CREATEROLE PASSWORD 'bulwark_test'");
  }
  // Each test file drops its database WITH (FORCE). On PostgreSQL 15 that refuses to end an
  // autovacuum worker (it has no role) unless the caller may signal backends, so a vacuum that
  // happens to visit a test database would fail the run at random.
  psql('GRANT pg_signal_backend TO bulwark_test');
  return TEST_DATABASE_URL;
}
