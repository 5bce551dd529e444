import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type FakeSmtp, startFakeSmtp } from '../../functions/src/testing/fake-smtp';
import { findFreePort } from '../../functions/src/testing/free-port';
import { createTestDatabase } from '../../functions/src/testing/test-database';
import { type BenchServer, log, startBuiltServer } from '../bench-server';

/** The tested load-balancer configuration, shipped for deployments as it is. */
export const HAPROXY_CONFIG = path.resolve(import.meta.dirname, '../../docs/deploy/haproxy.cfg');

export interface Instance {
  name: string;
  /** The instance's own address, to reach it past the load balancer. */
  base: string;
  port: number;
  dataDir: string;
  server: BenchServer | undefined;
}

export interface Cluster {
  /** The load balancer's address: APP_URL of every instance, what people use. */
  site: string;
  instances: Instance[];
  databaseUrl: string;
  smtp: FakeSmtp;
  /** SIGKILL, as a crash or an OOM kill would. */
  kill(instance: Instance): Promise<void>;
  start(instance: Instance): Promise<void>;
  stop(): Promise<void>;
}

function startHaproxy(haproxy: string, listen: string, instances: Instance[]): ChildProcess {
  const child = spawn(haproxy, ['-f', HAPROXY_CONFIG, '-db'], {
    env: {
      ...process.env,
      BULWARK_LISTEN: listen,
      ...Object.fromEntries(
        instances.map((instance, index) => [
          `BULWARK_APP_${index + 1}`,
          `127.0.0.1:${instance.port}`,
        ]),
      ),
    },
    // In the foreground HAProxy prints its warnings (a server down or up) on stderr as well as
    // through the configuration's `log` line on stdout: one copy is enough.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** Until `/readyz` answers 200 through the load balancer `times` in a row (each instance once). */
export async function waitUntilServed(site: string, times: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let streak = 0;
  while (streak < times) {
    if (Date.now() > deadline) throw new Error(`${site} did not serve ${times} requests in a row`);
    const ok = await fetch(`${site}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    streak = ok ? streak + 1 : 0;
    if (!ok) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Three production processes on one fresh PostgreSQL database, one mail server, and HAProxy in
 * front with docs/deploy/haproxy.cfg. The first instance migrates and loads the catalog before
 * the others start, as a rolling deployment's first host would.
 */
export async function startCluster(options: {
  adminUrl: string;
  haproxy: string;
  workDir: string;
}): Promise<Cluster> {
  fs.rmSync(options.workDir, { recursive: true, force: true });
  const database = await createTestDatabase({ adminUrl: options.adminUrl });
  const databaseUrl = database.url ?? '';
  const smtp = await startFakeSmtp();
  const lbPort = await findFreePort();
  const site = `http://127.0.0.1:${lbPort}`;
  const instances: Instance[] = [];
  for (const name of ['app1', 'app2', 'app3']) {
    const port = await findFreePort();
    instances.push({
      name,
      port,
      base: `http://127.0.0.1:${port}`,
      dataDir: path.join(options.workDir, name),
      server: undefined,
    });
  }
  const env = {
    APP_URL: site,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    FEEDBACK_INBOX: 'inbox@example.com',
    // The catalog is the bundled one; no instance reaches out to HIBP from here.
    HIBP_CATALOG_REFRESH: 'false',
  };
  async function start(instance: Instance) {
    log(`Starting ${instance.name} on ${instance.base} …`);
    instance.server = await startBuiltServer({
      dataDir: instance.dataDir,
      databaseUrl,
      port: instance.port,
      env,
    });
  }
  let haproxy: ChildProcess | undefined;
  async function stop() {
    haproxy?.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.server?.stop() ?? Promise.resolve()));
    await smtp.close();
    await database
      .drop()
      .catch((error: unknown) => log(`could not drop ${databaseUrl}: ${String(error)}`));
  }
  try {
    const [first, ...others] = instances;
    if (first) await start(first);
    await Promise.all(others.map(start));
    haproxy = startHaproxy(options.haproxy, `127.0.0.1:${lbPort}`, instances);
    await waitUntilServed(site, instances.length * 2);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    site,
    instances,
    databaseUrl,
    smtp,
    start,
    async kill(instance) {
      const child = instance.server?.child;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    stop,
  };
}
