import { inWholeUnits, SECONDS_PER_YEAR } from '@/lib/plain-strength';

/**
 * The four attack scenarios zxcvbn uses (and the strength checker shows), in guesses per second.
 * Online throttled: 100 per hour; online: 10 per second; offline slow hash (bcrypt, scrypt,
 * Argon2): 10^4 per second; offline fast hash (SHA-1, NTLM on GPUs): 10^10 per second.
 */
export const ATTACK_SCENARIOS = {
  onlineThrottled: {
    label: 'Online, throttled (100 guesses per hour)',
    guessesPerSecond: 100 / 3600,
  },
  online: { label: 'Online, unthrottled (10 per second)', guessesPerSecond: 10 },
  offlineSlow: {
    label: 'Offline, slow hash such as bcrypt or Argon2 (10⁴ per second)',
    guessesPerSecond: 1e4,
  },
  offlineFast: {
    label: 'Offline, fast hash such as SHA-1 or NTLM (10¹⁰ per second)',
    guessesPerSecond: 1e10,
  },
} as const;

export type AttackScenario = keyof typeof ATTACK_SCENARIOS;

/** On average an attacker searches half the space before finding the password. */
export function averageCrackSeconds(bits: number, guessesPerSecond: number): number {
  return 2 ** (bits - 1) / guessesPerSecond;
}

/** Bits needed so that the average crack time at this rate is at least `years`. */
export function bitsForScenario(scenario: AttackScenario, years: number): number {
  return Math.log2(2 * ATTACK_SCENARIOS[scenario].guessesPerSecond * years * SECONDS_PER_YEAR);
}

export function formatCrackTime(seconds: number): string {
  if (seconds < 1) return 'less than a second';
  const years = seconds / SECONDS_PER_YEAR;
  if (years >= 1e6) return `about 10^${Math.floor(Math.log10(years))} years`;
  return inWholeUnits(seconds);
}
