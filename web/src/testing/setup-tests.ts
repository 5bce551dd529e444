import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { installMatchMedia, resetMatchMedia } from './match-media';
import { server } from './msw-server';

installMatchMedia();

// jsdom lacks these; Chakra's positioning and scroll code call them.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Listening before any test module loads: the auth client keeps the `fetch` it finds at import.
server.listen({ onUnhandledFrame: 'error' });
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMatchMedia();
  window.localStorage.clear();
  document.documentElement.className = '';
});
afterAll(() => server.close());
