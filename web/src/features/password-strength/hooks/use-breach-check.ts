import { useCallback, useRef, useState } from 'react';
import { countPasswordBreaches } from '../api/check-pwned-password';
import type { BreachCheck } from '../lib/nist-verdict';

export type { BreachCheck } from '../lib/nist-verdict';

/**
 * Runs the k-anonymity breach lookup when asked (on blur or submit, never per keystroke) and
 * remembers the answer for that password only. Deliberately not a TanStack mutation or query: the
 * password would sit in the cache's variables or keys, and the cache may be persisted.
 */
export function useBreachCheck() {
  const [check, setCheck] = useState<BreachCheck>({ status: 'idle' });
  const checkedPassword = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async (password: string) => {
    if (password === '' || password === checkedPassword.current) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    checkedPassword.current = password;
    setCheck({ status: 'checking' });
    try {
      const count = await countPasswordBreaches(password, current.signal);
      if (!current.signal.aborted) setCheck({ status: 'done', count });
    } catch {
      // Whatever went wrong (a 503 from the server, a network error, the time-out), nothing is
      // known about this password: "unavailable", never "not found".
      if (!current.signal.aborted) {
        checkedPassword.current = null;
        setCheck({ status: 'unavailable' });
      }
    }
  }, []);

  /** The password changed: the previous answer no longer applies. */
  const reset = useCallback(() => {
    controller.current?.abort();
    checkedPassword.current = null;
    setCheck({ status: 'idle' });
  }, []);

  return { check, run, reset };
}
