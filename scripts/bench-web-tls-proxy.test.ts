import fs from 'node:fs';
import { expect, test } from 'vitest';
import { withTls } from './bench-web-tls-proxy';
import { HAPROXY_CONFIG } from './scale-out/cluster';

test('puts TLS and HTTP/2 on the shipped configuration, as its comment tells a deployment to', () => {
  const shipped = fs.readFileSync(HAPROXY_CONFIG, 'utf8');
  expect(shipped).toContain('bind :443 ssl crt /etc/haproxy/bulwark.pem alpn h2,http/1.1');
  const config = withTls(shipped, 4443, '/tmp/work/bulwark.pem');
  expect(config).toContain(
    '    bind 127.0.0.1:4443 ssl crt /tmp/work/bulwark.pem alpn h2,http/1.1\n',
  );
  expect(config).not.toContain('bind "${BULWARK_LISTEN}"');
  // Everything else is the file as shipped: the backends, checks and timeouts it proves.
  expect(config.replace(/^ {4}bind 127.*$/m, '    bind "${BULWARK_LISTEN}"')).toBe(shipped);
});

test('says so when the shipped configuration no longer listens where it expects', () => {
  expect(() => withTls('frontend bulwark\n    bind :80\n', 4443, 'x.pem')).toThrow(
    /no longer has the line bind "\$\{BULWARK_LISTEN\}"/,
  );
});
