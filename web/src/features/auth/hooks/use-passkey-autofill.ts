import { useEffect, useRef } from 'react';
import { browserSupportsPasskeyAutofill, isPasskeyCancelled } from '@/lib/passkey-ceremony';
import { signInWithPasskey } from '@/lib/sign-in';

/**
 * Offers the browser's saved passkeys among the email field's suggestions (conditional
 * mediation; the field says `autocomplete="username webauthn"`). Nothing shows until the person
 * focuses the field, and picking a passkey signs in at once. A later ceremony (the passkey
 * button) cancels this one, which is quietly re-armed with `generation`.
 */
export function usePasskeyAutofill(
  onSignedIn: () => Promise<void>,
  onError: (error: unknown) => void,
  generation: number,
) {
  const handlers = useRef({ onSignedIn, onError });
  // The latest callbacks, without restarting the browser's pending request when they change.
  useEffect(() => {
    handlers.current = { onSignedIn, onError };
  });

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      if (!(await browserSupportsPasskeyAutofill()) || !isCurrent) return;
      try {
        await signInWithPasskey({ autofill: true });
        if (isCurrent) await handlers.current.onSignedIn();
      } catch (error) {
        if (isCurrent && !isPasskeyCancelled(error)) handlers.current.onError(error);
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [generation]);
}
