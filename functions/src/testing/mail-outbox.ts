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

/**
 * The body of each part of a mail (or of a one-part mail), decoded as its Content-Transfer-Encoding
 * says: nodemailer writes short ASCII lines as 7bit and only longer or non-ASCII ones as
 * quoted-printable, so decoding every mail as quoted-printable would read `token=98a4…` in a 7bit
 * link as the byte 0x98 and break the link (the e2e run of 2026-11-26 10:31 did).
 */
export function decodedParts(raw: string): string[] {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(raw)?.[1];
  const sections = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  return sections.map((section) => {
    const blank = /\r?\n\r?\n/.exec(section);
    const headers = blank ? section.slice(0, blank.index) : '';
    const body = blank ? section.slice(blank.index + blank[0].length) : section;
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    if (encoding !== 'quoted-printable') return body;
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
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
        const link = /https?:\/\/[^\s"<>]+/.exec(decodedParts(raw).join('\n'))?.[0];
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
