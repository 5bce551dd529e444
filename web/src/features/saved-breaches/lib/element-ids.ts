/** Ids the page and cards focus after an action moved or hid what the person was on. */
export function savedBreachHeadingId(savedBreachId: string): string {
  return `saved-breach-${savedBreachId}`;
}

export function stepTitleId(savedBreachId: string, stepId: string): string {
  return `step-${savedBreachId}-${stepId}`;
}

/** About a third of a second at 60 frames per second. */
const FOCUS_ATTEMPTS = 20;

/**
 * Focuses an element by id once it is rendered and shown. A panel or tab opened by the same
 * change stays hidden for a frame or two, and focus() on a hidden element does nothing, so this
 * tries again on the next frames. Scrolls it into view when asked.
 */
export function focusWhenShown(id: string, options: { scroll?: boolean } = {}, attemptsLeft = FOCUS_ATTEMPTS): void {
  const element = document.getElementById(id);
  if (element && !element.closest('[hidden]')) {
    if (options.scroll) element.scrollIntoView({ block: 'nearest' });
    element.focus({ preventScroll: true });
    return;
  }
  if (attemptsLeft > 0) requestAnimationFrame(() => focusWhenShown(id, options, attemptsLeft - 1));
}
