/**
 * jsdom has no matchMedia. This stand-in answers `prefers-color-scheme: dark` from a switch
 * tests can flip, and notifies listeners like a real MediaQueryList does.
 */
type ChangeListener = (event: MediaQueryListEvent) => void;

let prefersDark = false;
const changeListeners = new Set<ChangeListener>();

function createMediaQueryList(query: string): MediaQueryList {
  const matches = () => query.includes('prefers-color-scheme: dark') && prefersDark;
  return {
    media: query,
    get matches() {
      return matches();
    },
    onchange: null,
    addEventListener: (_type: string, listener: ChangeListener) => changeListeners.add(listener),
    removeEventListener: (_type: string, listener: ChangeListener) =>
      changeListeners.delete(listener),
    addListener: (listener: ChangeListener) => changeListeners.add(listener),
    removeListener: (listener: ChangeListener) => changeListeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}

export function installMatchMedia(): void {
  window.matchMedia = createMediaQueryList;
}

export function setSystemPrefersDark(value: boolean): void {
  prefersDark = value;
  const event = { matches: value, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent;
  for (const listener of [...changeListeners]) listener(event);
}

export function resetMatchMedia(): void {
  prefersDark = false;
  changeListeners.clear();
}
