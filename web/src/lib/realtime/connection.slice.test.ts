import { expect, test } from 'vitest';
import {
  connectionReducer as reducer,
  streamAlive,
  streamFailed,
  streamStarted,
  streamStopped,
  type ConnectionState,
} from './connection.slice';

function run(...actions: Parameters<typeof reducer>[1][]): ConnectionState {
  return actions.reduce(reducer, reducer(undefined, { type: 'init' }));
}

test('is idle until a session starts the stream', () => {
  expect(run()).toEqual({ status: 'idle' });
  expect(run(streamStarted())).toEqual({ status: 'connecting' });
});

test('goes online when the stream answers and offline when it fails', () => {
  expect(run(streamStarted(), streamAlive()).status).toBe('online');
  expect(run(streamStarted(), streamAlive(), streamFailed())).toEqual({
    status: 'offline',
  });
});

test('stays offline through failures and comes back on the next success', () => {
  const failing = run(streamStarted(), streamFailed(), streamFailed(), streamFailed());
  expect(failing).toEqual({ status: 'offline' });
  expect(reducer(failing, streamAlive())).toEqual({ status: 'online' });
});

test('returns to idle when the session ends', () => {
  expect(run(streamStarted(), streamAlive(), streamStopped())).toEqual({
    status: 'idle',
  });
});
