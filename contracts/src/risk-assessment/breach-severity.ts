/**
 * How bad a breach is by what it leaked (design §6.3, sev_b), keyed by HIBP data-class names as
 * HIBP spells them (checked against its full list of data classes). Lookup ignores case.
 */
const SEVERITY_BY_DATA_CLASS: ReadonlyMap<string, number> = new Map(
  [
    // Credentials: directly usable to sign in.
    ...['Passwords', 'Password hints', 'Historical passwords', 'Auth tokens', 'PINs'].map(
      (name) => [name, 1] as const,
    ),
    // A wallet's recovery phrase is the wallet: as good as a password to the money.
    ['Mnemonic phrases', 1] as const,
    // Financial.
    ...['Credit cards', 'Credit card CVV', 'Bank account numbers'].map(
      (name) => [name, 1] as const,
    ),
    // Government IDs: open credit and accounts in your name.
    ...[
      'Government issued IDs',
      'Social security numbers',
      'Passport numbers',
      "Driver's licenses",
    ].map((name) => [name, 1] as const),
    // Half-keys: partial card data and answers to account-recovery questions.
    ...['Partial credit card data', 'Security questions and answers', 'Mothers maiden names'].map(
      (name) => [name, 0.8] as const,
    ),
    // Details that make scams and identity checks convincing.
    ...['Dates of birth', 'Physical addresses', 'Phone numbers'].map(
      (name) => [name, 0.5] as const,
    ),
  ].map(([name, severity]) => [name.toLowerCase(), severity]),
);

/** Everything else (email addresses, names, usernames, IP addresses …). */
const DEFAULT_SEVERITY = 0.25;

/** The highest severity among a breach's data classes. */
export function breachSeverity(dataClasses: readonly string[]): number {
  return dataClasses.reduce(
    (highest, name) =>
      Math.max(highest, SEVERITY_BY_DATA_CLASS.get(name.trim().toLowerCase()) ?? DEFAULT_SEVERITY),
    DEFAULT_SEVERITY,
  );
}
