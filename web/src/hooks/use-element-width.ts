import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * The element's content width in CSS pixels, kept current as it resizes; null until measured
 * (and where ResizeObserver is missing). Measured before the first paint, so a chart laid out
 * from it never shows at the wrong size.
 */
export function useElementWidth<T extends HTMLElement>(): [RefObject<T | null>, number | null] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || null);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
