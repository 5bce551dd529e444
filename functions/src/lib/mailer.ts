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
        await transport.sendMail({ from: options.from, ...message });
        options.logger.info('mail sent', { subject: message.subject });
        return {};
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.mailDir, { recursive: true, mode: 0o700 });
      const file = path.join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${generateId()}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info('mail written to outbox file', { subject: message.subject, file });
      return { file };
    },
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
  const text = `${options.intro}\n\n${options.actionLabel}: ${options.actionUrl}\n\n${outro}\n\n— Bulwark Security\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(options.intro)}</p>
<p><a href="${escapeHtml(options.actionUrl)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(options.actionLabel)}</a></p>
<p style="color:#555">${escapeHtml(outro)}</p><p>— Bulwark Security</p></body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
