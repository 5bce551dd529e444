import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';

export interface FlagExplanation {
  label: string;
  explanation: string;
  tone: 'green' | 'orange' | 'red' | 'gray' | 'purple';
}

/** Every flag of a catalog entry, in plain words. */
export function explainFlags(breach: BreachSummary): FlagExplanation[] {
  const flags: FlagExplanation[] = [];
  if (breach.isVerified)
    flags.push({
      label: 'Verified',
      explanation: 'Have I Been Pwned confirmed that this breach really happened.',
      tone: 'green',
    });
  else
    flags.push({
      label: 'Unverified',
      explanation: 'The breach could not be confirmed; the data may not come from this service.',
      tone: 'orange',
    });
  if (breach.isFabricated)
    flags.push({
      label: 'Fabricated',
      explanation: 'The data was probably made up, though the addresses in it may be real.',
      tone: 'orange',
    });
  if (breach.isSensitive)
    flags.push({
      label: 'Sensitive',
      explanation:
        'Being in it could harm people, so it shows only for addresses you have proven are yours.',
      tone: 'red',
    });
  if (breach.isSpamList)
    flags.push({
      label: 'Spam list',
      explanation: 'Addresses collected to send spam, not stolen from an account you hold.',
      tone: 'gray',
    });
  if (breach.isMalware)
    flags.push({
      label: 'Malware',
      explanation: 'Collected by malicious software running on people’s devices.',
      tone: 'purple',
    });
  if (breach.isStealerLog)
    flags.push({
      label: 'Stealer log',
      explanation: 'Logins captured by information-stealing malware on an infected device.',
      tone: 'purple',
    });
  if (breach.isRetired)
    flags.push({
      label: 'Retired',
      explanation:
        'The data has been removed from Have I Been Pwned and no longer appears in searches.',
      tone: 'gray',
    });
  return flags;
}

/** First steps before saving the breach for the full guided list. */
export function firstSteps(dataClasses: readonly string[]): string[] {
  const has = (...classes: string[]) =>
    classes.some((dataClass) => dataClasses.includes(dataClass));
  const steps: string[] = [];
  if (
    has('Government issued IDs', 'Passport numbers', 'Social security numbers', "Driver's licenses")
  ) {
    steps.push(
      'Place a fraud alert or credit freeze, and tell the authority that issued the document.',
    );
  }
  if (has('Credit cards', 'Partial credit card data', 'Bank account numbers', 'PINs')) {
    steps.push('Ask your bank to replace exposed cards and watch your statements.');
  }
  if (has('Passwords', 'Historical passwords', 'Password hints')) {
    steps.push('Change this password, and every other one that is the same or similar.');
  }
  if (has('Security questions and answers'))
    steps.push('Change your security questions and answers.');
  if (has('Phone numbers')) steps.push('Ask your mobile carrier for a port-out PIN.');
  steps.push('Turn on two-step verification, and be wary of messages that mention this breach.');
  return steps;
}
