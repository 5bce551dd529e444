import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import { type BreachedSite, WebUrlSchema } from '@bulwark/contracts/schemas/saved-breach.schema';
import { type TwoFactorDirectory, findTwoFactorSite } from './two-factor-directory';

/**
 * The site a breach happened at, from the catalog's domain, with its two-step options. None for
 * spam lists and malware: their domain (if any) is where the list came from, not an account the
 * person holds.
 */
export function describeBreachedSite(
  breach: BreachSummary,
  directory: TwoFactorDirectory,
): BreachedSite | null {
  if (breach.isSpamList || breach.isMalware) return null;
  const domain = breach.domain.trim().toLowerCase();
  const url = `https://${domain}/`;
  if (!domain || !WebUrlSchema.safeParse(url).success) return null;
  return { domain, url, twoFactor: findTwoFactorSite(directory, domain) };
}
