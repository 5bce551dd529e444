import { expect, test, vi } from 'vitest';
import { createInProcessStrengthWorker } from '../testing/in-process-strength-worker';
import { answerStrengthRequest, createStrengthEstimator } from './strength-estimator';
import { isStrengthRequest, type StrengthRequest } from './strength-protocol';
import type { StrengthReport } from './strength-report';
import { StrengthWorkerClient, type StrengthWorkerPort } from './strength-worker-client';
import { zxcvbnOptions } from './zxcvbn-options';

/** A port the test answers by hand, to pin down ordering. */
function manualPort() {
  const sent: StrengthRequest[] = [];
  const listeners: Record<string, ((event: never) => void)[]> = { message: [], error: [] };
  const terminate = vi.fn();
  const port: StrengthWorkerPort = {
    postMessage: (message) => sent.push(message),
    addEventListener: (type: 'message' | 'error', listener: (event: never) => void) =>
      listeners[type]?.push(listener),
    terminate,
  };
  const emit = (type: 'message' | 'error', data?: unknown) => {
    for (const listener of listeners[type] ?? [])
      (listener as (event: unknown) => void)(
        type === 'message' ? new MessageEvent('message', { data }) : new Event('error'),
      );
  };
  return { port, sent, emit, terminate };
}

const report = (score: 0 | 4): StrengthReport => ({
  score,
  guesses: 1,
  guessesLog10: 0,
  crackTimes: [],
  feedback: { warning: null, suggestions: [] },
  segments: [],
  isCommonPassword: false,
  calcTimeMs: 0,
});

test('the worker answers an estimate with zxcvbn-ts’s score, explanation and the common-password flag', async () => {
  const client = new StrengthWorkerClient(createInProcessStrengthWorker);
  await expect(client.ready).resolves.toBeTypeOf('number');
  const weak = await client.estimate('password1');
  expect(weak).toMatchObject({ score: 0, isCommonPassword: true });
  expect(weak?.segments[0]).toMatchObject({ kind: 'dictionary', token: 'password1' });
  const strong = await client.estimate('correct-horse-battery-staple-9');
  expect(strong).toMatchObject({ score: 4, isCommonPassword: false });
  expect(strong?.crackTimes.map((time) => time.scenario)).toEqual([
    'onlineThrottling',
    'onlineNoThrottling',
    'offlineSlowHashing',
    'offlineFastHashing',
  ]);
  client.dispose();
});

test('while one estimate runs, newer ones replace each other: only the latest is sent', async () => {
  const { port, sent, emit } = manualPort();
  const client = new StrengthWorkerClient(() => port);
  const first = client.estimate('p');
  const second = client.estimate('pa');
  const third = client.estimate('pas');
  expect(sent.map((request) => request.password)).toEqual(['p']);
  await expect(second).resolves.toBeUndefined();
  emit('message', { type: 'report', id: sent[0]?.id, report: report(0) });
  await expect(first).resolves.toMatchObject({ score: 0 });
  expect(sent.map((request) => request.password)).toEqual(['p', 'pas']);
  emit('message', { type: 'report', id: sent[1]?.id, report: report(4) });
  await expect(third).resolves.toMatchObject({ score: 4 });
});

test('a failed estimate rejects; a replies for unknown ids and foreign messages are ignored', async () => {
  const { port, sent, emit } = manualPort();
  const client = new StrengthWorkerClient(() => port);
  const attempt = client.estimate('x');
  emit('message', { type: 'report', id: 999, report: report(4) });
  emit('message', 'not a protocol message');
  emit('message', { type: 'failed', id: sent[0]?.id, message: 'boom' });
  await expect(attempt).rejects.toThrow('boom');
});

test('a worker that fails to start rejects what is pending and everything after', async () => {
  const { port, emit } = manualPort();
  const client = new StrengthWorkerClient(() => port);
  const pending = client.estimate('x');
  emit('error');
  await expect(pending).rejects.toThrow('The strength checker could not start.');
  await expect(client.estimate('y')).rejects.toThrow('The strength checker could not start.');
});

test('dispose terminates the worker', () => {
  const { port, terminate } = manualPort();
  new StrengthWorkerClient(() => port).dispose();
  expect(terminate).toHaveBeenCalled();
});

test('the worker side validates requests and turns errors into failed responses', () => {
  expect(isStrengthRequest({ type: 'estimate', id: 1, password: 'x' })).toBe(true);
  expect(isStrengthRequest({ type: 'estimate', id: '1', password: 'x' })).toBe(false);
  expect(isStrengthRequest(null)).toBe(false);
  const estimator = createStrengthEstimator(zxcvbnOptions);
  const broken = {
    ...estimator,
    zxcvbn: {
      check: () => {
        throw new Error('bad input');
      },
    },
  } as unknown as typeof estimator;
  expect(answerStrengthRequest(broken, { type: 'estimate', id: 7, password: 'x' })).toEqual({
    type: 'failed',
    id: 7,
    message: 'bad input',
  });
});
