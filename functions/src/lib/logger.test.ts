import { expect, test } from 'vitest';
import { describeError } from './logger';

test('an error is logged by its message and stack', () => {
  const error = new Error('connection refused');
  expect(describeError(error)).toEqual({ error: 'connection refused', stack: error.stack });
});

test("a plain object with a message (how pg-boss reports a worker's failure) is logged by it, not as [object Object]", () => {
  const reported = {
    message: 'terminating connection',
    stack: 'at x',
    queue: 'schedule.maintenance',
    code: '57P01',
  };
  expect(describeError(reported)).toEqual({
    error: 'terminating connection',
    stack: 'at x',
    queue: 'schedule.maintenance',
  });
});

test('anything else is logged as text', () => {
  expect(describeError('timed out')).toEqual({ error: 'timed out' });
});
