import type {
  SecurityEvent,
  SignInMethod,
} from '@bulwark/contracts/schemas/security-activity.schema';

const SIGN_IN_METHODS: Record<SignInMethod, string> = {
  password: 'with your password',
  'password-and-authenticator': 'with your password and an authenticator code',
  'password-and-backup-code': 'with your password and a backup code',
  passkey: 'with a passkey',
  'email-link': 'from the link that verified your address',
};

/** The line a person reads for one event: what happened, in their words, not the server's. */
export function describeEvent(event: SecurityEvent): string {
  switch (event.kind) {
    case 'sign-in':
      return `Signed in ${event.signInMethod ? SIGN_IN_METHODS[event.signInMethod] : ''}`.trim();
    case 'sign-in-failed':
      return event.attempts === 1
        ? 'A failed sign-in attempt'
        : `${event.attempts} failed sign-in attempts`;
    case 'password-changed':
      return 'Password changed';
    case 'password-reset':
      return 'Password reset from an emailed link';
    case 'email-changed':
      return 'Email address changed';
    case 'two-step-enabled':
      return 'Two-step sign-in turned on';
    case 'two-step-disabled':
      return 'Two-step sign-in turned off';
    case 'backup-codes-replaced':
      return 'New backup codes made (the old ones stopped working)';
    case 'passkey-added':
      return event.passkeyName ? `Passkey "${event.passkeyName}" added` : 'Passkey added';
    case 'passkey-removed':
      return 'Passkey removed';
    case 'sessions-ended':
      return event.sessionsEnded === 1
        ? 'Signed out one other session'
        : `Signed out ${event.sessionsEnded ?? 'other'} sessions`;
    case 'data-exported':
      return 'Your data downloaded';
    case 'reported-not-me':
      return '"This wasn\'t me": signed out everywhere, password reset link sent';
  }
}

/** Events a person may not have caused themselves, which get a "Not you?" action. */
export function canReport(event: SecurityEvent): boolean {
  return event.kind !== 'reported-not-me' && event.kind !== 'sign-in-failed';
}

/** Events that call for attention, shown with a warning tone. */
export function isWarning(event: SecurityEvent): boolean {
  return (
    event.kind === 'sign-in-failed' ||
    event.kind === 'two-step-disabled' ||
    (event.kind === 'sign-in' && event.newDevice)
  );
}
