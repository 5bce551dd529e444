import { normaliseEmailAddress } from '@bulwark/contracts/schemas/breach.schema';

/**
 * SHA-1 of the normalised address, upper-case hex, computed in the browser: the same hash the
 * server's index holds. Only its first 6 characters ever leave the device on the private check.
 */
export async function hashEmailAddress(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(normaliseEmailAddress(email));
  const digest = await crypto.subtle.digest('SHA-1', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}
