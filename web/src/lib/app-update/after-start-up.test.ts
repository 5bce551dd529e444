import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { afterStartUp } from './after-start-up';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A query whose fetch ends when the returned function is called. */
function startFetch(client: QueryClient, key: string): () => void {
  let finish = () => {};
  void client.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (finish = () => resolve('done'))),
  });
  return () => finish();
}

/** Whether `promise` has settled once the clock has moved on by `ms`. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

test('waits for the first render, then a quiet second and an idle moment', async () => {
  let committed = () => {};
  const firstCommit = new Promise<void>((resolve) => (committed = resolve));
  const started = afterStartUp({ firstCommit, queryClient: () => undefined });

  expect(await settledAfter(started, 5_000)).toBe(false);
  committed();
  expect(await settledAfter(started, 900)).toBe(false);
  expect(await settledAfter(started, 400)).toBe(true);
});

test("waits for the page's data: a fetch in flight, and one that starts during the quiet second", async () => {
  const client = new QueryClient();
  const finishFirst = startFetch(client, 'first');
  const started = afterStartUp({ firstCommit: Promise.resolve(), queryClient: () => client });

  expect(await settledAfter(started, 3_000)).toBe(false);
  finishFirst();
  expect(await settledAfter(started, 500)).toBe(false);
  const finishSecond = startFetch(client, 'second');
  expect(await settledAfter(started, 2_000)).toBe(false);
  finishSecond();
  expect(await settledAfter(started, 900)).toBe(false);
  expect(await settledAfter(started, 400)).toBe(true);
});

test('watches the query client that loads after it started', async () => {
  const client = new QueryClient();
  const page: { queryClient?: QueryClient } = {};
  const started = afterStartUp({
    firstCommit: Promise.resolve(),
    queryClient: () => page.queryClient,
  });

  await vi.advanceTimersByTimeAsync(500);
  page.queryClient = client;
  const finish = startFetch(client, 'page');
  expect(await settledAfter(started, 4_000)).toBe(false);
  finish();
  expect(await settledAfter(started, 1_300)).toBe(true);
});

test('gives up waiting after 15 s, so a request that never ends cannot keep the app from opening offline', async () => {
  const client = new QueryClient();
  startFetch(client, 'endless');
  const started = afterStartUp({ firstCommit: Promise.resolve(), queryClient: () => client });

  expect(await settledAfter(started, 14_900)).toBe(false);
  expect(await settledAfter(started, 200)).toBe(true);
});

test('asks for an idle moment with a 2 s timeout: one may never come', async () => {
  // Chromium sometimes had none for over 13 s on /login, with the email field focused.
  const requestIdleCallback = vi.fn();
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  try {
    const started = afterStartUp({ firstCommit: Promise.resolve(), queryClient: () => undefined });
    expect(await settledAfter(started, 1_000)).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
  } finally {
    vi.unstubAllGlobals();
  }
});
