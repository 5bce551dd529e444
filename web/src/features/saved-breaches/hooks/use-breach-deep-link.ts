import type { SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { focusWhenShown, savedBreachHeadingId } from '../lib/element-ids';

/** `?breach=<Name>` (any case, see `savedBreachPath`): the breach a link from elsewhere points at. */
const BREACH_SEARCH_PARAM = 'breach';

/**
 * Finds the linked breach in the list and brings it into view with its heading focused, once per
 * link. Its current step is expanded already, as on every card.
 */
export function useBreachDeepLink(items: SavedBreach[] | undefined) {
  const [params] = useSearchParams();
  const name = params.get(BREACH_SEARCH_PARAM);
  const target = name
    ? items?.find((item) => item.breach.name.toLowerCase() === name.toLowerCase())
    : undefined;
  const shownFor = useRef<string | null>(null);
  const targetId = target?.id;

  useEffect(() => {
    if (!name || !targetId || shownFor.current === name) return;
    shownFor.current = name;
    focusWhenShown(savedBreachHeadingId(targetId), { scroll: true });
  }, [name, targetId]);

  return { name, target, isMissing: name !== null && items !== undefined && target === undefined };
}
