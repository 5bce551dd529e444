import { useEffect, useRef } from 'react';

/**
 * Moves focus to a page's heading whenever `key` changes (a new questionnaire page), so keyboard
 * and screen-reader users start at the top of what just appeared. `onMount` also focuses the first
 * time, for pages the person opened on purpose (not on a plain reload).
 */
export function useFocusHeading<T extends HTMLElement>(key: string | number, onMount: boolean) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (isFirst && !onMount) return;
    ref.current?.focus();
  }, [key, onMount]);
  return ref;
}
