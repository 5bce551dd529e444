import fs from 'node:fs/promises';
import path from 'node:path';
import { decodedParts } from '../../functions/src/testing/mail-outbox';
import { E2E_MAIL_DIR } from './environment';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string | undefined;
}

async function readAll(mailDir: string): Promise<Mail[]> {
  const names = (await fs.readdir(mailDir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await fs.readFile(path.join(mailDir, name), 'utf8');
      const header = (key: string) =>
        new RegExp(`^${key}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      const text = decodedParts(raw).join('\n');
      return {
        to: header('To'),
        subject: header('Subject'),
        text,
        link: /https?:\/\/[^\s"<>]+/.exec(text)?.[0],
      };
    }),
  );
}

/** Every message in the outbox that matches, for counting (a message must arrive only once). */
export async function listMail(
  predicate: (mail: Mail) => boolean,
  mailDir = E2E_MAIL_DIR,
): Promise<Mail[]> {
  return (await readAll(mailDir)).filter(predicate);
}

/** The outbox of the embedded default: every message is an .eml file under DATA_DIR/mail. */
export async function waitForMail(
  predicate: (mail: Mail) => boolean,
  options: { mailDir?: string; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const found = (await readAll(options.mailDir ?? E2E_MAIL_DIR)).find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The expected mail did not arrive.');
}
