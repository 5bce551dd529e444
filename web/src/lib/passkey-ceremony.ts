import { AuthError } from './auth-error';
import { runAuthAction, type AuthFetchOptions } from './run-auth-action';

/**
 * What the passkey client answers when no passkey was used: the person closed the browser's
 * dialog or it timed out (NotAllowedError, passed through), or a newer ceremony replaced it.
 * None of these is an error to show: the person chose, and can simply try again.
 */
const CANCELLED_CODES: ReadonlySet<string> = new Set([
  'AUTH_CANCELLED',
  'ERROR_CEREMONY_ABORTED',
  'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
]);

/** The browser refuses passkeys at this address (an IP address, say): not a site's name. */
const REFUSED_FOR_THIS_ADDRESS = 'ERROR_INVALID_DOMAIN';

/** The browser's own refusals that a person can act on. */
const PASSKEY_MESSAGES: Record<string, string> = {
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED:
    'This device already holds a passkey for your account. Use that one, or another device.',
  [REFUSED_FOR_THIS_ADDRESS]:
    'Passkeys need the address Bulwark was set up with (a name such as localhost, not an IP address).',
};

/** The person dismissed the browser's passkey dialog: nothing to report. */
export class PasskeyCancelled extends Error {
  constructor() {
    super('Passkey request cancelled.');
    this.name = 'PasskeyCancelled';
  }
}

class PasskeyError extends AuthError {
  constructor(
    /** The passkey client's code for the browser's refusal (AuthError's `code` is the server's). */
    readonly ceremonyCode: string,
    status: number,
  ) {
    super(null, status);
    this.message = PASSKEY_MESSAGES[ceremonyCode] ?? this.message;
  }
}

export function isPasskeyCancelled(error: unknown): error is PasskeyCancelled {
  return error instanceof PasskeyCancelled;
}

/** The browser refused passkeys for this address (Bulwark opened at an IP address, say). */
export function isPasskeyRefusedForThisAddress(error: unknown): boolean {
  return error instanceof PasskeyError && error.ceremonyCode === REFUSED_FOR_THIS_ADDRESS;
}

/** Whether this browser can use passkeys at all (WebAuthn in a secure context). */
export function browserSupportsPasskeys(): boolean {
  // Prerendered at build time (no window): drawn as nearly every browser will draw it, so the
  // page does not shift when the app renders over it.
  if (typeof window === 'undefined') return true;
  return typeof window.PublicKeyCredential === 'function' && window.isSecureContext;
}

/** Whether the browser can offer saved passkeys in a sign-in form's autofill. */
export async function browserSupportsPasskeyAutofill(): Promise<boolean> {
  if (!browserSupportsPasskeys()) return false;
  try {
    return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

interface CeremonyResult<T> {
  data: T | null;
  error: { code?: string | undefined; status: number; [key: string]: unknown } | null;
}

/**
 * Runs a passkey ceremony through better-auth's passkey client: its data, or PasskeyCancelled,
 * or an AuthError whose message speaks of passkeys rather than passwords.
 */
export async function runPasskeyAction<T>(
  action: (fetchOptions: AuthFetchOptions) => Promise<CeremonyResult<T>>,
): Promise<T> {
  // The browser's own answers (not the server's) are read here, outside runAuthAction.
  let ceremony: { code: string; status: number } | null = null;
  const data = await runAuthAction(async (fetchOptions) => {
    const result = await action(fetchOptions);
    const code = result.error?.code;
    if (code && (CANCELLED_CODES.has(code) || code in PASSKEY_MESSAGES)) {
      ceremony = { code, status: result.error?.status ?? 400 };
      return { data: null as T, error: null };
    }
    return result as { data: T; error: null };
  });
  const answered = ceremony as { code: string; status: number } | null;
  if (answered && CANCELLED_CODES.has(answered.code)) throw new PasskeyCancelled();
  if (answered) throw new PasskeyError(answered.code, answered.status);
  return data;
}
