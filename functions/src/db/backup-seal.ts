import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import { DataTransferError } from './data-transfer-error';

/**
 * Backups are sealed with age (age-encryption.org/v1, Filippo Valsorda's TypeScript
 * implementation): ChaCha20-Poly1305 in 64 KiB chunks, each authenticated and the last one
 * marked, so a changed byte or a cut-off end fails to decrypt instead of importing. Debian's
 * `age -d` opens the same files, so a backup never depends on Bulwark to be read.
 */
export type SealingKey = { passphrase: string } | { recipient: string };

export interface OpeningKey {
  passphrase?: string;
  /** age identities (`AGE-SECRET-KEY-1…`), as `age-keygen` writes them. */
  identities?: string[];
}

/** age's advice for scrypt passphrases is 8–10 random characters; a person's phrase needs more. */
const MIN_PASSPHRASE_LENGTH = 12;
const AGE_MAGIC = 'age-encryption.org/v1\n';

interface BackupKeyEnv {
  BACKUP_PASSPHRASE?: string | undefined;
  BACKUP_RECIPIENT?: string | undefined;
  BACKUP_IDENTITY_FILE?: string | undefined;
}

/** The key an export seals with, from the environment, or a clear refusal. */
export function sealingKeyFrom(env: BackupKeyEnv): SealingKey {
  const { BACKUP_PASSPHRASE: passphrase, BACKUP_RECIPIENT: recipient } = env;
  if (passphrase && recipient) {
    throw new DataTransferError(
      'Set BACKUP_PASSPHRASE or BACKUP_RECIPIENT, not both: an age file is sealed with one or the other.',
    );
  }
  if (recipient) {
    if (!/^age1[0-9a-z]+$/.test(recipient.trim())) {
      throw new DataTransferError(
        'BACKUP_RECIPIENT is not an age recipient (age1…, as `age-keygen -y key.txt` prints).',
      );
    }
    return { recipient: recipient.trim() };
  }
  if (passphrase) {
    if (passphrase.length < MIN_PASSPHRASE_LENGTH) {
      throw new DataTransferError(
        `BACKUP_PASSPHRASE has ${passphrase.length} characters; use at least ${MIN_PASSPHRASE_LENGTH} (five random words, or a password manager's).`,
      );
    }
    return { passphrase };
  }
  throw new DataTransferError(
    'A backup holds every account and the key that seals two-step secrets, so it is always encrypted. Set BACKUP_PASSPHRASE (at least 12 characters) or BACKUP_RECIPIENT (an age public key, age1…); nothing was written.',
  );
}

/** The keys an import may open a sealed file with; the identity file is read here. */
export async function openingKeyFrom(env: BackupKeyEnv): Promise<OpeningKey> {
  const identities: string[] = [];
  if (env.BACKUP_IDENTITY_FILE) {
    const text = await readText(env.BACKUP_IDENTITY_FILE);
    identities.push(
      ...text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('AGE-SECRET-KEY-')),
    );
    if (identities.length === 0) {
      throw new DataTransferError(
        `${env.BACKUP_IDENTITY_FILE} holds no age identity (AGE-SECRET-KEY-1…).`,
      );
    }
  }
  return { passphrase: env.BACKUP_PASSPHRASE || undefined, identities };
}

async function readText(file: string): Promise<string> {
  try {
    const handle = await open(file);
    try {
      return await handle.readFile('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new DataTransferError(
      `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export async function seal(plain: Readable, key: SealingKey): Promise<Readable> {
  const encrypter = new Encrypter();
  if ('passphrase' in key) encrypter.setPassphrase(key.passphrase);
  else encrypter.addRecipient(key.recipient);
  const sealed = await encrypter.encrypt(Readable.toWeb(plain) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(sealed as WebReadableStream<Uint8Array>);
}

/** Whether `file` starts like an age file (anything else predates sealed backups, or is not one). */
export async function isSealed(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const start = Buffer.alloc(AGE_MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    return start.subarray(0, bytesRead).toString('latin1') === AGE_MAGIC;
  } finally {
    await handle.close();
  }
}

/**
 * The plaintext of a sealed file, as a stream that errors (rather than ends) at the first chunk
 * that was changed, or where the file was cut short; the import's transaction then rolls back.
 */
export async function unseal(file: string, key: OpeningKey): Promise<Readable> {
  if (!key.passphrase && (key.identities ?? []).length === 0) {
    throw new DataTransferError(
      'This backup is encrypted. Set BACKUP_PASSPHRASE to its passphrase, or BACKUP_IDENTITY_FILE to the age identity file whose recipient sealed it.',
    );
  }
  const decrypter = new Decrypter();
  if (key.passphrase) decrypter.addPassphrase(key.passphrase);
  for (const identity of key.identities ?? []) decrypter.addIdentity(identity);
  const input = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  let plain: ReadableStream<Uint8Array>;
  try {
    plain = await decrypter.decrypt(input);
  } catch (error) {
    throw new DataTransferError(
      `Cannot open this backup: ${error instanceof Error ? error.message : String(error)}. Check the passphrase or identity; a file that was changed or damaged cannot be opened.`,
    );
  }
  const output = Readable.fromWeb(plain);
  // The stream fails mid-way on a damaged chunk: say so in the import's own terms.
  const reported = new PassThrough();
  output.on('error', (error) =>
    reported.destroy(
      new DataTransferError(
        `The backup is damaged or was changed (${error.message}); nothing was imported.`,
      ),
    ),
  );
  return output.pipe(reported);
}
