import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { HAPROXY_CONFIG } from './scale-out/cluster';

/** The line of the shipped configuration that says where HAProxy listens, in plain HTTP. */
const PLAIN_BIND = 'bind "${BULWARK_LISTEN}"';
const READY_WITHIN_MS = 30_000;

/** What people use: the proxy's address, the app's APP_URL. */
export const tlsSite = (port: number) => `https://127.0.0.1:${port}`;

/**
 * HAProxy with the shipped configuration (docs/deploy/haproxy.cfg) in front of one app process,
 * its bind line the TLS one the file tells a deployment to use (`ssl crt … alpn h2,http/1.1`), so
 * the browser speaks HTTP/2 to it as it would to a site on the internet. The certificate is a
 * self-signed one for 127.0.0.1, made by openssl in `workDir`; Chromium is told to accept it.
 * Resolves once `/readyz` answers through it, so start the app (APP_URL `tlsSite(port)`) first.
 */
export async function startTlsProxy(options: {
  haproxy: string;
  port: number;
  /** The app's own address, `127.0.0.1:<port>`. */
  app: string;
  workDir: string;
}): Promise<{ stop(): Promise<void> }> {
  const { port } = options;
  const pem = selfSignedCertificate(options.workDir);
  const config = path.join(options.workDir, 'haproxy.cfg');
  fs.writeFileSync(config, withTls(fs.readFileSync(HAPROXY_CONFIG, 'utf8'), port, pem));
  const child = spawn(options.haproxy, ['-f', config, '-db'], {
    // The configuration names three instances; here all three are the one app.
    env: {
      ...process.env,
      BULWARK_APP_1: options.app,
      BULWARK_APP_2: options.app,
      BULWARK_APP_3: options.app,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  const site = tlsSite(port);
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await ready(site))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not serve ${site}/readyz within ${READY_WITHIN_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { stop };
}

/** The shipped configuration listening on loopback with TLS and HTTP/2, as its comment says to. */
export function withTls(shipped: string, port: number, pem: string): string {
  if (!shipped.includes(PLAIN_BIND))
    throw new Error(`${HAPROXY_CONFIG} no longer has the line ${PLAIN_BIND} to put TLS on`);
  return shipped.replace(PLAIN_BIND, `bind 127.0.0.1:${port} ssl crt ${pem} alpn h2,http/1.1`);
}

/** A certificate and its key in one PEM file, as HAProxy's `crt` takes them. */
function selfSignedCertificate(workDir: string): string {
  const key = path.join(workDir, 'key.pem');
  const certificate = path.join(workDir, 'certificate.pem');
  const request = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1';
  const result = spawnSync(
    'openssl',
    [
      ...request.split(' '),
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  const pem = path.join(workDir, 'bulwark.pem');
  fs.writeFileSync(pem, fs.readFileSync(certificate, 'utf8') + fs.readFileSync(key, 'utf8'));
  return pem;
}

/** `/readyz` through the proxy; the certificate is our own, so it is not checked here. */
function ready(site: string): Promise<boolean> {
  return new Promise((resolve) => {
    https
      .get(`${site}/readyz`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}
