import { findGeneratedPassword } from '@/features/password-generator/lib/generated-history';
import { PasswordStrengthCheckerPage } from '@/features/password-strength/components/password-strength-checker-page';

/**
 * The two password features meet here, and only here: the checker recognises a password the
 * generator just made (kept in memory only) and shows the generator's exact entropy beside its estimate.
 */
export function PasswordStrengthCheckerRoute() {
  return <PasswordStrengthCheckerPage findGeneratedPassword={findGeneratedPassword} />;
}
