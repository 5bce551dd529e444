import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';

/** A catalog entry at `domain` that exposed email addresses and passwords, with `flags` over it. */
export function breachSummary(domain: string, flags: Partial<BreachSummary> = {}): BreachSummary {
  return {
    name: 'Test',
    title: 'Test',
    domain,
    breachDate: '2020-01-01',
    addedDate: '2020-01-02T00:00:00Z',
    modifiedDate: '2020-01-02T00:00:00Z',
    pwnCount: 1,
    logoPath: '',
    dataClasses: ['Email addresses', 'Passwords'],
    isVerified: true,
    isFabricated: false,
    isSensitive: false,
    isRetired: false,
    isSpamList: false,
    isMalware: false,
    isSubscriptionFree: false,
    isStealerLog: false,
    source: 'hibp',
    ...flags,
  };
}
