import { useRef, useState } from 'react';

/**
 * One submission at a time. The pending flag disables the button for the eye, but a double click
 * or a second Enter can land before React re-renders; the ref refuses it in the same tick.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [isPending, setPending] = useState(false);

  async function run(action: () => Promise<void>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return { isPending, run };
}
