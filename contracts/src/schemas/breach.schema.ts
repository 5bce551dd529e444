import { z } from 'zod';

/** Catalog names: HIBP's are letters, digits and hyphens; local breaches may add dots and underscores. */
export const BREACH_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const BreachNameSchema = z
  .string()
  .trim()
  .regex(BREACH_NAME_PATTERN, 'That is not a breach name.');

/** Where a breach record or a match came from. */
export const BREACH_SOURCES = ['local', 'hibp'] as const;
export const BreachSourceSchema = z.enum(BREACH_SOURCES);
export type BreachSource = z.infer<typeof BreachSourceSchema>;

/** One catalog entry as lists and results show it (no description: that is the detail view's). */
export const BreachSummarySchema = z.object({
  name: z.string(),
  title: z.string(),
  domain: z.string(),
  /** YYYY-MM-DD, as HIBP gives it. */
  breachDate: z.string(),
  addedDate: z.string(),
  modifiedDate: z.string(),
  pwnCount: z.number().int().nonnegative(),
  logoPath: z.string(),
  dataClasses: z.array(z.string()),
  isVerified: z.boolean(),
  isFabricated: z.boolean(),
  isSensitive: z.boolean(),
  isRetired: z.boolean(),
  isSpamList: z.boolean(),
  isMalware: z.boolean(),
  isSubscriptionFree: z.boolean(),
  isStealerLog: z.boolean(),
  /** `hibp`: from the Have I Been Pwned catalog; `local`: described by this server's operator. */
  source: BreachSourceSchema,
});
export type BreachSummary = z.infer<typeof BreachSummarySchema>;

export const BreachDetailSchema = BreachSummarySchema.extend({
  /** HTML from the catalog: sanitise before rendering. */
  description: z.string(),
  attribution: z.string().nullable(),
  disclosureUrl: z.string().nullable(),
});
export type BreachDetail = z.infer<typeof BreachDetailSchema>;

/** Hidden from results unless asked for, as HIBP and Mozilla Monitor do. */
export function isHiddenByDefault(
  breach: Pick<BreachSummary, 'isRetired' | 'isFabricated' | 'isSpamList'>,
): boolean {
  return breach.isRetired || breach.isFabricated || breach.isSpamList;
}

/** k-anonymity: the client sends the first 6 hex characters of SHA-1(normalised address). */
export const BREACH_RANGE_PREFIX_LENGTH = 6;
export const BREACH_RANGE_PREFIX_PATTERN = /^[0-9A-Fa-f]{6}$/;

export const BreachRangeEntrySchema = z.object({
  /** The remaining 34 upper-case hex characters of the hash. */
  suffix: z.string().regex(/^[0-9A-F]{34}$/),
  breaches: z.array(z.string()),
});

/** `GET /v1/breaches/range/{prefix}`: every indexed hash with that prefix and its breaches. */
export const BreachRangeSchema = z.object({
  prefix: z.string().regex(/^[0-9A-F]{6}$/),
  entries: z.array(BreachRangeEntrySchema),
});
export type BreachRange = z.infer<typeof BreachRangeSchema>;

/** What each source contributed to a check, so "none found" always names what was asked. */
export const SourceReportSchema = z.object({
  source: BreachSourceSchema,
  status: z.enum(['ok', 'unavailable', 'not-configured']),
  /** Why a source was unavailable, in words a person can act on. */
  detail: z.string().optional(),
  /** When the source's data was last updated (local index), if known. */
  dataUpdatedAt: z.string().nullable().optional(),
});
export type SourceReport = z.infer<typeof SourceReportSchema>;

export const BreachMatchSchema = z.object({
  breach: BreachSummarySchema,
  sources: z.array(BreachSourceSchema),
});
export type BreachMatch = z.infer<typeof BreachMatchSchema>;

export const EmailCheckResultSchema = z.object({
  checkedAt: z.string(),
  sources: z.array(SourceReportSchema),
  breaches: z.array(BreachMatchSchema),
  /** Breaches left out because they are sensitive and the address is not proven to be the caller's. */
  sensitiveHidden: z.number().int().nonnegative(),
  /** Retired, fabricated and spam-list breaches left out (ask with includeHidden). */
  hiddenByDefault: z.number().int().nonnegative(),
});
export type EmailCheckResult = z.infer<typeof EmailCheckResultSchema>;

/** How fresh the data behind a check is, shown next to every result. */
export const BreachDataStatusSchema = z.object({
  catalogCount: z.number().int(),
  catalogUpdatedAt: z.string().nullable(),
  indexedBreachCount: z.number().int(),
  /** Addresses the ingests added to the index, counted per breach (one in two breaches counts twice). */
  indexedAddressCount: z.number().int(),
  indexUpdatedAt: z.string().nullable(),
  hibpConfigured: z.boolean(),
});
export type BreachDataStatus = z.infer<typeof BreachDataStatusSchema>;

export const DescribeBreachesInputSchema = z
  .object({ names: z.array(BreachNameSchema).max(500, 'Ask for at most 500 breaches at once.') })
  .strict();

export const GetBreachInputSchema = z.object({ name: BreachNameSchema }).strict();

/** How the index and HIBP normalise an address before hashing: trimmed and lower-cased. */
export function normaliseEmailAddress(value: string): string {
  return value.trim().toLowerCase();
}
