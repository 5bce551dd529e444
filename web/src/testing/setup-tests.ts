import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { installMatchMedia, resetMatchMedia } from './match-media';
import { server, settleRequests } from './msw-server';

installMatchMedia();

// Tests render pages directly, not through the lazy page that loads their recipes in the app.
// Only the files that render (.tsx) need them: importing Chakra's system took about 1.5 s a
// file, most of a plain .ts file's run, and about a fifth of the web tests' time in all.
if (expect.getState().testPath?.endsWith('.tsx')) {
  const { loadPageRecipes } = await import('@/components/ui/system');
  await loadPageRecipes();
}

// How long findBy and waitFor wait for the DOM to get there (Testing Library's default is 1 s).
// A file's first render (Chakra's system, Emotion's global styles, the first query through msw)
// took 0.9–1.8 s with two test workers on two busy cores, failing tests whose page was right.
// A test whose page never gets there still fails, only later.
configure({ asyncUtilTimeout: 5000 });

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
afterEach(async () => {
  cleanup();
  await settleRequests();
  server.resetHandlers();
  resetMatchMedia();
  window.localStorage.clear();
  document.documentElement.className = '';
});
// Files share a worker (vitest.config.ts): the next file imports the app's modules afresh, with
// their top-level state, and starts without this file's style tags (left in the head, they
// slowed every later render).
afterAll(() => {
  server.close();
  document.head.replaceChildren();
  vi.resetModules();
});
