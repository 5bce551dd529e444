/**
 * How the sticky header's menus and popovers are placed: fixed to the viewport, as their
 * buttons are. Placed absolutely (the default), a popup sits at page coordinates and follows its
 * button a frame late when the page scrolls. When a live update shortened the page of a person
 * scrolled to its foot, the browser pulled the scroll up and the open account menu jumped about
 * 190 px under a click in progress: the press landed on "Sign out", the release elsewhere, and
 * nothing happened (the passkeys end-to-end test, about one run in eight).
 */
export const headerPopupPositioning = { strategy: 'fixed' } as const;
