import { expect, test } from 'vitest';
import { ERROR_CODES, HTTP_STATUS_BY_CODE, codeForHttpStatus, isErrorCode } from './errors';

test('every store code has exactly one HTTP status, and each is an error status', () => {
  expect(Object.keys(HTTP_STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
  for (const status of Object.values(HTTP_STATUS_BY_CODE)) {
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  }
});

test('a status the server sends for a code maps back to a code with that same status', () => {
  for (const code of ERROR_CODES) {
    const status = HTTP_STATUS_BY_CODE[code];
    expect(HTTP_STATUS_BY_CODE[codeForHttpStatus(status)], `${code} → ${status}`).toBe(status);
  }
});

test('bare statuses from proxies and crashes get a sensible code', () => {
  expect(codeForHttpStatus(401)).toBe('unauthenticated');
  expect(codeForHttpStatus(429)).toBe('resource-exhausted');
  expect(codeForHttpStatus(502)).toBe('internal');
  expect(codeForHttpStatus(503)).toBe('unavailable');
  expect(codeForHttpStatus(504)).toBe('deadline-exceeded');
  expect(codeForHttpStatus(418)).toBe('unknown');
});

test('only the closed set counts as an error code', () => {
  expect(isErrorCode('not-found')).toBe(true);
  expect(isErrorCode('NOT_FOUND')).toBe(false);
  expect(isErrorCode('auth/wrong-password')).toBe(false);
  expect(isErrorCode(undefined)).toBe(false);
});
