/** Ids the page and cards focus after an action moved or hid what the person was on. */
export function savedBreachHeadingId(savedBreachId: string): string {
  return `saved-breach-${savedBreachId}`;
}

export function stepTitleId(savedBreachId: string, stepId: string): string {
  return `step-${savedBreachId}-${stepId}`;
}

/** Long enough for a list to re-render on a slow phone; short enough not to surprise later. */
const FOCUS_WAIT_MS = 1000;

/**
 * Focuses an element by id once it is rendered and shown. A panel or tab opened by the same
 * change stays hidden for a frame or two, and focus() on a hidden element does nothing, so this
 * tries again on each frame for up to a second. Scrolls it into view when asked.
 */
export function focusWhenShown(id: string, options: { scroll?: boolean } = {}): void {
  const deadline = performance.now() + FOCUS_WAIT_MS;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element && !element.closest('[hidden]')) {
      if (options.scroll) element.scrollIntoView({ block: 'nearest' });
      element.focus({ preventScroll: true });
    } else if (performance.now() < deadline) {
      requestAnimationFrame(attempt);
    }
  };
  attempt();
}
