import { setupServer } from 'msw/node';

/** One MSW server for the web tests; each test adds the handlers it needs with `server.use`. */
export const server = setupServer();

const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));

const SETTLE_LIMIT_MS = 1000;

/**
 * Resolves once the requests a test set off on its way out (an autosave flushed when its page
 * unmounts) have had their answers, while the test's handlers are still there. Unanswered, such a
 * request failed after the handlers were reset, and its retry landed in a later test file.
 */
export async function settleRequests(): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  do {
    await new Promise((resolve) => setTimeout(resolve, 0));
  } while (inFlight.size > 0 && Date.now() < deadline);
}
