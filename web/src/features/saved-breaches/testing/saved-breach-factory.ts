import type {
  GuidedStep,
  SavedBreach,
  StepSeverity,
} from '@bulwark/contracts/schemas/saved-breach.schema';

/** A guided step as the server sends it; `overrides` for what a test looks at. */
export function step(
  id: string,
  severity: StepSeverity,
  state: GuidedStep['state'] = 'open',
  overrides: Partial<GuidedStep> = {},
): GuidedStep {
  return {
    id,
    label: `Step ${id}`,
    title: `Step ${id}`,
    description: `Do ${id}.`,
    severity,
    minutes: 10,
    dataClasses: ['Passwords'],
    state,
    changedAt: null,
    link: null,
    secondaryLink: null,
    ...overrides,
  };
}

/** A saved breach as `savedBreaches.list` returns it; ids are derived from the name. */
export function savedBreach(name: string, overrides: Partial<SavedBreach> = {}): SavedBreach {
  return {
    id: `${name}AAAAAAAAAAAAAAAAAAAA`.slice(0, 20),
    breach: {
      name,
      title: name,
      domain: `${name.toLowerCase()}.example`,
      breachDate: '2024-01-01',
      addedDate: '2024-02-01T00:00:00Z',
      modifiedDate: '2024-02-01T00:00:00Z',
      pwnCount: 10,
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
    },
    site: null,
    status: 'action-needed',
    notes: '',
    steps: [step('change-password', 'high'), step('watch-for-phishing', 'medium')],
    history: [{ kind: 'found', at: '2026-03-01T10:00:00Z', stepId: null }],
    savedAt: '2026-03-01T10:00:00Z',
    resolvedAt: null,
    ...overrides,
  };
}
