import { useState } from 'react';

/**
 * True once the page has moved away from the first view it showed (e.g. intro → questionnaire,
 * questionnaire → results). Focus follows such a move; a plain load or reload never steals it.
 */
export function useHasSwitched<View extends string>(view: View | null): boolean {
  const [first, setFirst] = useState<View | null>(view);
  const [hasSwitched, setSwitched] = useState(false);
  if (first === null && view !== null) setFirst(view);
  else if (!hasSwitched && first !== null && view !== first) setSwitched(true);
  return hasSwitched;
}
