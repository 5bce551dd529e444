import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { generateId } from '@bulwark/contracts/ids';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ file?: string }>;
}

/**
 * With SMTP_URL, mail is delivered. Without it (the embedded default), each message is written as
 * an RFC 5322 .eml file under DATA_DIR/mail so a person running Bulwark locally can open it.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  mailDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(toNodemailerMessage(options.from, message));
        options.logger.info('mail sent', { subject: message.subject });
        return {};
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailerMessage(options.from, message));
      await fs.mkdir(options.mailDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        options.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${generateId()}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info('mail written to outbox file', { subject: message.subject, file });
      return { file };
    },
  };
}

/** RFC 5322 §2.1.1: no line of a message may be longer than 998 octets. */
const MAX_LINE_OCTETS = 998;

/**
 * A text part sent as it is written (7bit when ASCII, 8bit otherwise) rather than
 * quoted-printable, which nodemailer picks for any line over 76 characters: it folds a long action
 * link with `=` and turns each `=` into `=3D`, so a link copied from the raw message no longer
 * works. nodemailer recomputes the encoding of a text part whatever it is told, except for a part
 * given whole (`raw`, headers included). A part with a line over RFC 5322's limit still needs
 * quoted-printable, and gets it.
 */
function unfoldedTextPart(contentType: 'text/plain' | 'text/html', content: string) {
  const fitsLineLimit = content
    .split('\n')
    .every((line) => Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS);
  if (!fitsLineLimit) return content;
  // Each ASCII character is one UTF-8 octet; anything else takes more.
  const encoding = Buffer.byteLength(content, 'utf8') === content.length ? '7bit' : '8bit';
  const headers = `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: ${encoding}`;
  return { raw: `${headers}\r\n\r\n${content.replace(/\r?\n/g, '\r\n')}` };
}

function toNodemailerMessage(from: string, message: MailMessage) {
  return {
    from,
    ...message,
    text: unfoldedTextPart('text/plain', message.text),
    html: unfoldedTextPart('text/html', message.html),
  };
}

/** Plain-text and HTML parts with one call to action. */
export function actionMail(options: {
  to: string;
  subject: string;
  intro: string;
  actionLabel: string;
  actionUrl: string;
  outro?: string;
}): MailMessage {
  const outro = options.outro ?? 'If you did not ask for this, you can ignore this message.';
  // The link stands alone on its line, so it can be copied whole even from the raw message.
  const text = `${options.intro}\n\n${options.actionLabel}:\n${options.actionUrl}\n\n${outro}\n\n-- \nBulwark Security\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(options.intro)}</p>
<p><a href="${escapeHtml(options.actionUrl)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(options.actionLabel)}</a></p>
<p style="color:#555">${escapeHtml(outro)}</p><p>&mdash; Bulwark Security</p></body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}

export function escapeHtml(value: string): string {
  return (
    value
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#39;')
      // As numeric references the HTML part stays ASCII, so it can travel as 7bit.
      .replace(/[\u0080-\u{10ffff}]/gu, (character) => `&#${character.codePointAt(0) ?? 0};`)
  );
}
