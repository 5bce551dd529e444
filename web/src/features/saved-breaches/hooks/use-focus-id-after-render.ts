import { useEffect, useRef } from 'react';
import { focusWhenShown } from '../lib/element-ids';

/**
 * Returns a function that asks for focus on an element id after the next render. Until that
 * render, a card with the same id may still stand in the tab being left, and focusing that one
 * would drop focus along with it.
 */
export function useFocusIdAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  // Every render: the one that shows the target is the one after the request.
  useEffect(() => {
    const id = pending.current;
    if (!id) return;
    pending.current = null;
    focusWhenShown(id, { scroll: true });
  });
  return (id) => {
    pending.current = id;
  };
}
