import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { actionMail, createMailer } from './mailer';
import { startFakeSmtp } from '@/testing/fake-smtp';
import { createLogger } from './logger';

const logger = createLogger('silent');
const message = actionMail({
  to: 'person@example.com',
  subject: 'Verify your email for Bulwark',
  intro: 'Confirm that this address is yours <b>now</b>.',
  actionLabel: 'Verify my email',
  actionUrl: 'http://localhost:3000/verify-email?token=abc&x=1',
});

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

test('every message has a plain-text and an HTML part with the action link, the HTML escaped', () => {
  expect(message.text).toContain(
    'Verify my email:\nhttp://localhost:3000/verify-email?token=abc&x=1\n',
  );
  expect(message.html).toContain('href="http://localhost:3000/verify-email?token=abc&amp;x=1"');
  expect(message.html).toContain('&lt;b&gt;now&lt;/b&gt;');
  expect(message.html).not.toContain('<b>now</b>');
});

test('without SMTP_URL a message becomes a private RFC 5322 .eml file with both parts', async () => {
  const mailDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-mail-')), 'mail');
  cleanups.push(() => fs.rm(path.dirname(mailDir), { recursive: true, force: true }));
  const mailer = createMailer({
    from: 'Bulwark Security <no-reply@bulwark.local>',
    mailDir,
    logger,
  });
  const { file } = await mailer.send(message);
  const raw = await fs.readFile(file ?? '', 'utf8');
  expect(raw).toMatch(/^From: Bulwark Security <no-reply@bulwark\.local>$/m);
  expect(raw).toMatch(/^To: person@example\.com$/m);
  expect(raw).toMatch(/^Subject: Verify your email for Bulwark$/m);
  expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
  expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
  expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
  expect((await fs.stat(file ?? '')).mode & 0o777).toBe(0o600);
  expect((await fs.stat(mailDir)).mode & 0o777).toBe(0o700);
});

test('an action link longer than a quoted-printable line stays whole and unescaped in the raw .eml', async () => {
  const mailDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-mail-')), 'mail');
  cleanups.push(() => fs.rm(path.dirname(mailDir), { recursive: true, force: true }));
  const mailer = createMailer({ from: 'no-reply@bulwark.local', mailDir, logger });
  // The shape of a real verification link: a JWT of a few hundred characters, then `=` and `%`.
  const url = `http://localhost:3000/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.${'x'.repeat(300)}.sig_-A&callbackURL=%2Fverify-email`;
  const long = actionMail({
    to: 'jose@example.com',
    subject: 'Verify your email for Bulwark',
    intro: 'Ünïcode intro.',
    actionLabel: 'Verify my email',
    actionUrl: url,
  });
  const { file } = await mailer.send(long);
  const raw = await fs.readFile(file ?? '', 'utf8');
  expect(raw.split('\n')).toContain(url);
  expect(raw).not.toMatch(/^Content-Transfer-Encoding: (quoted-printable|base64)$/im);
  // Non-ASCII text travels as 8bit; the HTML part carries character references and stays 7bit.
  expect(raw).toMatch(/^Content-Transfer-Encoding: 8bit$/m);
  expect(raw).toMatch(/^Content-Transfer-Encoding: 7bit$/m);
  expect(raw).toContain('Ünïcode intro.');
  expect(raw).toContain('&#220;n&#239;code intro.');
  expect(raw).toContain(`href="${url.replace('&', '&amp;')}"`);
});

test('with SMTP_URL the message is delivered over SMTP, both parts intact', async () => {
  const smtp = await startFakeSmtp();
  cleanups.push(() => smtp.close());
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'no-reply@bulwark.local',
    mailDir: '/nonexistent',
    logger,
  });
  expect(await mailer.send(message)).toEqual({});
  expect(smtp.received).toHaveLength(1);
  const delivered = smtp.received[0] ?? '';
  expect(delivered).toMatch(/^To: person@example\.com\r$/m);
  expect(delivered).toContain('text/plain');
  expect(delivered).toContain('text/html');
});

test('an SMTP server that refuses the message makes send fail, so callers can retry', async () => {
  const server = net.createServer((socket) => {
    socket.write('220 grumpy\r\n');
    socket.on('data', () => socket.write('554 no thanks\r\n'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const { port } = server.address() as net.AddressInfo;
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'x@bulwark.local',
    mailDir: '/nonexistent',
    logger,
  });
  await expect(mailer.send(message)).rejects.toThrow();
});
