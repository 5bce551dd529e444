import fs from 'node:fs/promises';
import path from 'node:path';

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
  /** The first http(s) link in the plain-text part: the mail's call to action. */
  link: string | undefined;
}

/** Reads the .eml files the mailer wrote (the real outbox of the embedded default). */
export async function readMailbox(mailDir: string): Promise<ReadMail[]> {
  const names = await fs.readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => {
        const file = path.join(mailDir, name);
        const raw = await fs.readFile(file, 'utf8');
        const header = (key: string) =>
          new RegExp(`^${key}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
        const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const link = /https?:\/\/[^\s"<>]+/.exec(unfolded)?.[0];
        return { file, to: header('To'), subject: header('Subject'), raw, link };
      }),
  );
  return mails;
}

export async function waitForMail(
  mailDir: string,
  predicate: (mail: ReadMail) => boolean,
  timeoutMs = 5000,
): Promise<ReadMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readMailbox(mailDir)).find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('No matching mail arrived in time.');
}
