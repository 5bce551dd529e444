import { useEffect, useRef } from 'react';
import {
  browserSupportsPasskeyAutofill,
  isPasskeyCancelled,
  isPasskeyRefusedForThisAddress,
} from '@/lib/passkey-ceremony';
import { signInWithPasskey } from '@/lib/sign-in';

/**
 * Offers the browser's saved passkeys among the email field's suggestions (conditional
 * mediation; the field says `autocomplete="username webauthn"`). Nothing shows until the person
 * focuses the field, and picking a passkey signs in at once. A later ceremony (the passkey
 * button) cancels this one, which is quietly re-armed with `generation`. A browser that refuses
 * passkeys at this address says so before the person did anything: that stays quiet here (the
 * person did not ask), and the passkey button says it when pressed.
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
        const isUnasked = isPasskeyCancelled(error) || isPasskeyRefusedForThisAddress(error);
        if (isCurrent && !isUnasked) handlers.current.onError(error);
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [generation]);
}
