import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env in the server. Parsed once at start-up; a bad value stops the
 * process with a list of what is wrong rather than failing later in a request.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const API_KEY_MIN_LENGTH = 32;
/**
 * An API key at least 32 characters long and not made of a few repeated ones. This catches keys a
 * person typed (`k1`, `aaaa…`, `abcabc…`); it cannot prove randomness, so the message says how to
 * make one. A random hex key of 32 characters has about 14 different characters, rarely under 10.
 */
function isGuessResistantKey(key: string): boolean {
  return key.length >= API_KEY_MIN_LENGTH && new Set(key).size >= 10;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin people use to reach Bulwark; links in mail and cookie security derive from it. */
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./.data'),
  /** Where PGlite keeps its files (default DATA_DIR/pgdata); `memory://` keeps them in memory. */
  PGLITE_DIR: z.string().optional(),
  /** Where the Pwned Passwords store lives (default DATA_DIR/pwned-passwords). */
  PWNED_PASSWORDS_DIR: z.string().optional(),
  /**
   * The range API asked when no local store is loaded (only 5-hex-digit prefixes are sent);
   * `off` for air-gapped installs. Only the operator sets it (no SSRF).
   */
  PWNED_PASSWORDS_UPSTREAM: z
    .union([
      z.literal('off'),
      z.url({ protocol: /^https?$/, error: 'Use an http(s) URL or "off".' }),
    ])
    .default('https://api.pwnedpasswords.com'),
  /** postgres://… switches from embedded PGlite to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /** At least 32 characters. Without it, one is generated and kept in DATA_DIR/auth-secret. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** data:export seals the backup with this passphrase (age, scrypt); data:import opens with it. */
  BACKUP_PASSPHRASE: z.string().optional(),
  /** data:export seals the backup for this age public key (age1…) instead of a passphrase. */
  BACKUP_RECIPIENT: z.string().optional(),
  /** data:import opens a backup sealed for a recipient with this age identity file. */
  BACKUP_IDENTITY_FILE: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Bulwark Security <no-reply@bulwark.local>'),
  FEEDBACK_INBOX: z.string().default('feedback@bulwark.local'),
  /** Absolute session lifetime; NIST 800-63B rev 4 AAL2 says at most 24 h. */
  SESSION_MAX_AGE_HOURS: z.coerce.number().positive().max(720).default(24),
  /** Idle time-out; NIST AAL2 says at most 1 h. */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().max(1440).default(60),
  /** Trust X-Forwarded-For from a reverse proxy in front of Bulwark. Off: the socket address is used. */
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Directory of the built client; served at / in production. */
  WEB_DIST: z.string().optional(),
  /** Serve the API only (dev: Vite serves the client). */
  API_ONLY: booleanFlag.default(false),
  /** Have I Been Pwned API key: with it, address checks also ask HIBP (breachedaccount). */
  HIBP_API_KEY: z.string().min(1).optional(),
  /** Where HIBP API v3 lives; tests point it at a local fake. Only the operator sets it (no SSRF). */
  HIBP_BASE_URL: z.url().default('https://haveibeenpwned.com/api/v3'),
  HIBP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** Refresh the breach catalog from HIBP's public /breaches once a day (needs network). */
  HIBP_CATALOG_REFRESH: booleanFlag.default(true),
  /**
   * Keys accepted in `hibp-api-key` by Bulwark's own HIBP-compatible API, comma-separated; each
   * at least 32 random characters (`openssl rand -hex 32`).
   */
  BULWARK_API_KEYS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key.length > 0),
    )
    .superRefine((keys, ctx) => {
      keys.forEach((key, index) => {
        if (!isGuessResistantKey(key))
          ctx.addIssue({
            code: 'custom',
            message: `key ${index + 1} of ${keys.length} is too easy to guess: use at least ${API_KEY_MIN_LENGTH} random characters, e.g. from \`openssl rand -hex 32\`.`,
          });
      });
    }),
  /** Private range checks per signed-in user per minute (anti-automation, ASVS 2.4.1). */
  BREACH_RANGE_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Requests per minute per API key (breachedaccount) or per client address (public routes). */
  BREACH_API_PER_MINUTE: z.coerce.number().int().positive().default(60),
});

/** What breach intelligence needs from the configuration (services.config.breaches). */
export interface BreachSettings {
  hibpApiKey: string | undefined;
  hibpBaseUrl: string;
  hibpTimeoutMs: number;
  hibpCatalogRefresh: boolean;
  userAgent: string;
  apiKeys: string[];
  rangePerMinute: number;
  apiPerMinute: number;
}

export function breachSettings(env: Env): BreachSettings {
  return {
    hibpApiKey: env.HIBP_API_KEY,
    hibpBaseUrl: env.HIBP_BASE_URL.replace(/\/+$/, ''),
    hibpTimeoutMs: env.HIBP_TIMEOUT_MS,
    hibpCatalogRefresh: env.HIBP_CATALOG_REFRESH,
    userAgent: bulwarkUserAgent(env),
    apiKeys: env.BULWARK_API_KEYS,
    rangePerMinute: env.BREACH_RANGE_PER_MINUTE,
    apiPerMinute: env.BREACH_API_PER_MINUTE,
  };
}

/** HIBP refuses requests without a user agent (403) and asks that it name the application. */
export function bulwarkUserAgent(env: Pick<Env, 'APP_URL'>): string {
  return `Bulwark-Security/0.1 (+${env.APP_URL})`;
}

/** The upstream Pwned Passwords range API, or null when PWNED_PASSWORDS_UPSTREAM is off. */
export function pwnedPasswordsUpstreamUrl(
  env: Pick<Env, 'PWNED_PASSWORDS_UPSTREAM'>,
): string | null {
  return env.PWNED_PASSWORDS_UPSTREAM === 'off' ? null : env.PWNED_PASSWORDS_UPSTREAM;
}

export type Env = z.infer<typeof EnvSchema> & { APP_URL: string; DATA_DIR: string };

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    APP_URL: parsed.APP_URL ?? `http://localhost:${parsed.PORT}`,
  };
}

/** Read lazily so tests can build an env of their own without touching process.env. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
