import { createHash } from 'node:crypto';
import { normaliseEmailAddress } from '@bulwark/contracts/schemas/breach.schema';

/** SHA-1 of the normalised address: the only form in which the index knows an address. */
export function hashEmail(email: string): Buffer {
  return createHash('sha1').update(normaliseEmailAddress(email)).digest();
}

export function toHex(hash: Buffer): string {
  return hash.toString('hex').toUpperCase();
}

/** a***@example.com: enough for the owner to recognise, little for a shoulder-surfer. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
