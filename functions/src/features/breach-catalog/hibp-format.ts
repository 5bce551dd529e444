import { z } from 'zod';
import {
  BREACH_NAME_PATTERN,
  type BreachDetail,
  type BreachSource,
} from '@bulwark/contracts/schemas/breach.schema';

/**
 * A breach in Have I Been Pwned's own JSON shape (API v3): what the shipped catalog holds, what
 * HIBP answers, what `--meta` files describe and what Bulwark's compatible API returns.
 */
export const HibpBreachSchema = z.object({
  Name: z.string().regex(BREACH_NAME_PATTERN),
  Title: z.string().min(1).max(300),
  Domain: z.string().max(253).nullable().default(''),
  BreachDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  AddedDate: z.iso.datetime({ offset: true }),
  ModifiedDate: z.iso.datetime({ offset: true }),
  PwnCount: z.number().int().nonnegative(),
  Description: z.string().max(50_000).default(''),
  LogoPath: z.string().max(2000).default(''),
  Attribution: z.string().max(2000).nullable().default(null),
  DisclosureUrl: z.string().max(2000).nullable().default(null),
  DataClasses: z.array(z.string().min(1).max(200)).max(300).default([]),
  IsVerified: z.boolean().default(false),
  IsFabricated: z.boolean().default(false),
  IsSensitive: z.boolean().default(false),
  IsRetired: z.boolean().default(false),
  IsSpamList: z.boolean().default(false),
  IsMalware: z.boolean().default(false),
  IsSubscriptionFree: z.boolean().default(false),
  IsStealerLog: z.boolean().default(false),
});
export type HibpBreach = z.infer<typeof HibpBreachSchema>;

/** HIBP writes timestamps without milliseconds: 2015-10-26T23:35:45Z. */
export function hibpTimestamp(value: string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function fromHibpBreach(entry: HibpBreach, source: BreachSource): BreachDetail {
  return {
    name: entry.Name,
    title: entry.Title,
    domain: entry.Domain ?? '',
    breachDate: entry.BreachDate,
    addedDate: hibpTimestamp(entry.AddedDate),
    modifiedDate: hibpTimestamp(entry.ModifiedDate),
    pwnCount: entry.PwnCount,
    description: entry.Description,
    logoPath: entry.LogoPath,
    attribution: entry.Attribution,
    disclosureUrl: entry.DisclosureUrl,
    dataClasses: entry.DataClasses,
    isVerified: entry.IsVerified,
    isFabricated: entry.IsFabricated,
    isSensitive: entry.IsSensitive,
    isRetired: entry.IsRetired,
    isSpamList: entry.IsSpamList,
    isMalware: entry.IsMalware,
    isSubscriptionFree: entry.IsSubscriptionFree,
    isStealerLog: entry.IsStealerLog,
    source,
  };
}

/** The HIBP v3 shape, keys in HIBP's order, so existing clients parse Bulwark's answers unchanged. */
export function toHibpBreach(breach: BreachDetail): HibpBreach {
  return {
    Name: breach.name,
    Title: breach.title,
    Domain: breach.domain,
    BreachDate: breach.breachDate,
    AddedDate: hibpTimestamp(breach.addedDate),
    ModifiedDate: hibpTimestamp(breach.modifiedDate),
    PwnCount: breach.pwnCount,
    Description: breach.description,
    LogoPath: breach.logoPath,
    Attribution: breach.attribution,
    DisclosureUrl: breach.disclosureUrl,
    DataClasses: breach.dataClasses,
    IsVerified: breach.isVerified,
    IsFabricated: breach.isFabricated,
    IsSensitive: breach.isSensitive,
    IsRetired: breach.isRetired,
    IsSpamList: breach.isSpamList,
    IsMalware: breach.isMalware,
    IsSubscriptionFree: breach.isSubscriptionFree,
    IsStealerLog: breach.isStealerLog,
  };
}
