import { useCallback, useRef } from 'react';

/**
 * Starts an action unless the previous one has not settled yet. Buttons are disabled while a
 * mutation is pending too, but that state arrives a render later: a fast double click would
 * otherwise apply twice (or, once the list has moved, to the next step).
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  return useCallback((start: (settled: () => void) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    start(() => {
      inFlight.current = false;
    });
  }, []);
}
