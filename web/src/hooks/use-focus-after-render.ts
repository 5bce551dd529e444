import { useEffect, useRef, type RefObject } from 'react';

/**
 * Asks for focus on `target` once it is rendered and enabled again: after an action whose button
 * disappears, the keyboard should not be left on nothing. Returns the function that asks.
 */
export function useFocusAfterRender(target: RefObject<HTMLElement | null>): () => void {
  const isRequested = useRef(false);
  // Every render: the element may appear, or stop being disabled, on any of them.
  useEffect(() => {
    const element = target.current;
    if (!isRequested.current || !element || element.hasAttribute('disabled')) return;
    isRequested.current = false;
    element.focus();
  });
  return () => {
    isRequested.current = true;
  };
}
