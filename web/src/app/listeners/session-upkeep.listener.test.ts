import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { SessionCheck } from '@/lib/session/fetch-current-session';
import { trackAuthRequest } from '@/lib/auth-requests-in-flight';
import {
  sessionCheckRequested,
  sessionEnded,
  sessionStarted,
  type ActiveSession,
} from '@/lib/session/session.slice';
import { makeStore } from '../store';

const START = Date.parse('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

function sessionExpiringIn(ms: number): ActiveSession {
  return {
    sessionId: 's1',
    expiresAt: new Date(Date.now() + ms).toISOString(),
    user: {
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada',
      emailVerified: true,
      twoFactorEnabled: false,
    },
  };
}

function setup(checks: (() => Promise<SessionCheck>)[]) {
  const checkSession = vi.fn(() => {
    const next = checks.shift();
    if (!next) throw new Error('unexpected session check');
    return next();
  });
  const store = makeStore({
    services: {
      queryClient: () => undefined,
      checkSession,
      createRealtimeConnection: () => ({ start: () => {}, stop: () => {} }),
      now: () => Date.now(),
    },
  });
  return { store, checkSession };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

test('re-checks the session 5 minutes before it expires, counting it expired 30 s early', async () => {
  const renewed = sessionExpiringIn(7 * 24 * 60 * MINUTE);
  const { store, checkSession } = setup([
    () => Promise.resolve({ outcome: 'active', session: renewed }),
  ]);
  store.dispatch(sessionStarted(sessionExpiringIn(60 * MINUTE)));
  await vi.advanceTimersByTimeAsync(54.5 * MINUTE - 1);
  expect(checkSession).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(checkSession).toHaveBeenCalledOnce();
  expect(store.getState().session.session?.expiresAt).toBe(renewed.expiresAt);
});

test('signs the person out when the server no longer knows the session', async () => {
  const { store } = setup([() => Promise.resolve({ outcome: 'none' })]);
  store.dispatch(sessionStarted(sessionExpiringIn(6 * MINUTE)));
  await vi.advanceTimersByTimeAsync(30_000);
  expect(store.getState().session).toEqual({
    status: 'signed-out',
    session: null,
    endReason: 'expired',
  });
});

test('signs the person out when the account has been disabled', async () => {
  const { store } = setup([() => Promise.resolve({ outcome: 'disabled' })]);
  store.dispatch(sessionStarted(sessionExpiringIn(5 * MINUTE)));
  await vi.advanceTimersByTimeAsync(0);
  expect(store.getState().session.endReason).toBe('disabled');
});

test('a failed check retries after 30 s, then 60 s, keeping the session meanwhile', async () => {
  const unreachable = () => Promise.reject(new Error('offline'));
  const { store, checkSession } = setup([
    unreachable,
    unreachable,
    () => Promise.resolve({ outcome: 'none' }),
  ]);
  store.dispatch(sessionStarted(sessionExpiringIn(5 * MINUTE)));
  await vi.advanceTimersByTimeAsync(0);
  expect(checkSession).toHaveBeenCalledTimes(1);
  expect(store.getState().session.status).toBe('signed-in');
  await vi.advanceTimersByTimeAsync(30_000);
  expect(checkSession).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(59_999);
  expect(checkSession).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(checkSession).toHaveBeenCalledTimes(3);
  expect(store.getState().session.status).toBe('signed-out');
});

test('signing out stops the upkeep', async () => {
  const { store, checkSession } = setup([]);
  store.dispatch(sessionStarted(sessionExpiringIn(10 * MINUTE)));
  store.dispatch(sessionEnded({ reason: 'signed-out' }));
  await vi.advanceTimersByTimeAsync(60 * MINUTE);
  expect(checkSession).not.toHaveBeenCalled();
});

test('a session the server stops extending is checked again at its expiry, not in a loop', async () => {
  const fixed = sessionExpiringIn(4 * MINUTE);
  const { store, checkSession } = setup([
    () => Promise.resolve({ outcome: 'active', session: fixed }),
    () => Promise.resolve({ outcome: 'none' }),
  ]);
  store.dispatch(sessionStarted(fixed));
  await vi.advanceTimersByTimeAsync(0);
  expect(checkSession).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(3.5 * MINUTE - 1);
  expect(checkSession).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(checkSession).toHaveBeenCalledTimes(2);
  expect(store.getState().session.endReason).toBe('expired');
});

test('a requested check waits for an account request under way, whose answer may replace the session', async () => {
  const renewed = sessionExpiringIn(7 * 24 * 60 * MINUTE);
  const { store, checkSession } = setup([
    () => Promise.resolve({ outcome: 'active', session: renewed }),
  ]);
  store.dispatch(sessionStarted(sessionExpiringIn(60 * MINUTE)));
  let answer = () => {};
  const request = trackAuthRequest(
    new Promise<void>((resolve) => {
      answer = resolve;
    }),
  );
  store.dispatch(sessionCheckRequested());
  await vi.advanceTimersByTimeAsync(5000);
  expect(
    checkSession,
    'no check while the answer may still bring a new cookie',
  ).not.toHaveBeenCalled();
  answer();
  await request;
  await vi.advanceTimersByTimeAsync(0);
  expect(checkSession).toHaveBeenCalledOnce();
  expect(store.getState().session.session?.expiresAt).toBe(renewed.expiresAt);
});
