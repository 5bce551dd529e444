import { breachCheckForms } from '@bulwark/contracts/schemas/password-policy.schema';
import { getText } from '@/lib/api-client';

/** The breach lookup gives up after 10 s; the rest of the checker keeps working without it. */
const RANGE_TIMEOUT_MS = 10_000;

/** Upper-case hex SHA-1 of the password's UTF-8 bytes, computed in the browser. */
export async function sha1Hex(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(password));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/**
 * How often the password appears in the breach corpus, by k-anonymity: only the first 5 hex
 * digits of its SHA-1 leave the browser, the server answers with every suffix under that prefix
 * (padded to 800–1,000 lines, so the response size says nothing either), and the match happens
 * here. Lines with count 0 are padding. A password that NFKC changes is looked up in both forms
 * (two requests) and the larger count is the answer, as the server refuses either.
 */
export async function countPasswordBreaches(
  password: string,
  signal?: AbortSignal,
): Promise<number> {
  const counts = await Promise.all(
    breachCheckForms(password).map((form) => countOneForm(form, signal)),
  );
  return Math.max(...counts);
}

/**
 * Throws the API client's CallableError when the server could not say (503: its upstream failed
 * or it has no breach data; or the request itself failed). Never read as "not found".
 */
async function countOneForm(password: string, signal: AbortSignal | undefined): Promise<number> {
  const hash = await sha1Hex(password);
  const body = await getText(`/range/${hash.slice(0, 5)}`, {
    headers: { 'Add-Padding': 'true' },
    credentials: 'omit',
    timeoutMs: RANGE_TIMEOUT_MS,
    signal,
  });
  const suffix = hash.slice(5);
  for (const line of body.split('\n')) {
    const [lineSuffix, count] = line.trim().split(':');
    if (lineSuffix === suffix) return Number.parseInt(count ?? '0', 10) || 0;
  }
  return 0;
}
