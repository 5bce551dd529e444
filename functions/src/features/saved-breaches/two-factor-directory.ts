import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  TWO_FACTOR_METHODS,
  type TwoFactorMethod,
  WebUrlSchema,
} from '@bulwark/contracts/schemas/saved-breach.schema';
import { type Logger, describeError } from '@/lib/logger';

/**
 * What 2fa.directory says about one site's sign-in (data/two-factor-directory.json, MIT; see
 * data/two-factor-directory.SOURCE.md), reduced to what the guided steps use.
 */
export interface TwoFactorSite {
  siteName: string;
  /** Strongest first; empty when the site offers no two-step sign-in. */
  methods: TwoFactorMethod[];
  documentationUrl: string | null;
  recoveryUrl: string | null;
}

/** Every domain and additional domain of the directory → its site (lower case). */
export type TwoFactorDirectory = ReadonlyMap<string, TwoFactorSite>;

const DirectoryFileSchema = z.object({
  entries: z.record(
    z.string(),
    z.object({
      name: z.string(),
      tfa: z.array(z.string()).optional(),
      documentation: z.string().optional(),
      recovery: z.string().optional(),
      additionalDomains: z.array(z.string()).optional(),
    }),
  ),
});

/** Only http(s) links leave the server; anything else in the data is dropped. */
function webUrlOrNull(value: string | undefined): string | null {
  return value !== undefined && WebUrlSchema.safeParse(value).success ? value : null;
}

function toMethods(tfa: string[] = []): TwoFactorMethod[] {
  // Methods a newer snapshot may add are left out rather than shown under a made-up name.
  return TWO_FACTOR_METHODS.filter((method) => tfa.includes(method));
}

/**
 * Builds the lookup from the file's contents. A site's own domain wins over another site's
 * additional domain (comed.com is its own entry and one of Exelon's).
 */
export function indexTwoFactorDirectory(file: unknown): TwoFactorDirectory {
  const entries = Object.entries(DirectoryFileSchema.parse(file).entries).map(
    ([domain, entry]) => ({
      domain,
      additionalDomains: entry.additionalDomains ?? [],
      site: {
        siteName: entry.name,
        methods: toMethods(entry.tfa),
        documentationUrl: webUrlOrNull(entry.documentation),
        recoveryUrl: webUrlOrNull(entry.recovery),
      },
    }),
  );
  const directory = new Map<string, TwoFactorSite>();
  for (const { domain, site } of entries) directory.set(domain.toLowerCase(), site);
  for (const { additionalDomains, site } of entries) {
    for (const domain of additionalDomains) {
      if (!directory.has(domain.toLowerCase())) directory.set(domain.toLowerCase(), site);
    }
  }
  return directory;
}

/**
 * The directory's site for a domain: the domain itself, or the nearest parent it lists
 * (`accounts.example.com` → `example.com`), through additional domains too. Never a bare TLD.
 */
export function findTwoFactorSite(
  directory: TwoFactorDirectory,
  domain: string,
): TwoFactorSite | null {
  const labels = domain.trim().toLowerCase().replace(/\.$/, '').split('.');
  for (let start = 0; start <= labels.length - 2; start += 1) {
    const site = directory.get(labels.slice(start).join('.'));
    if (site) return site;
  }
  return null;
}

const DIRECTORY_FILE = new URL('./data/two-factor-directory.json', import.meta.url);
let loading: Promise<TwoFactorDirectory> | undefined;

/**
 * Reads the shipped directory once per process (the server awaits it at start). Read from disk,
 * not bundled, so only the reduced map stays in memory. An unreadable file leaves the steps
 * without site-specific two-step advice: logged, never fatal, since the steps stand without it.
 */
export function whenTwoFactorDirectoryReady(logger: Logger): Promise<TwoFactorDirectory> {
  loading ??= readFile(DIRECTORY_FILE, 'utf8')
    .then((text) => indexTwoFactorDirectory(JSON.parse(text)))
    .catch((error: unknown) => {
      logger.error(
        'two-factor directory not loaded; steps will not name sites’ two-step options',
        describeError(error),
      );
      return new Map<string, TwoFactorSite>();
    });
  return loading;
}
