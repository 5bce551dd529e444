import { describe, expect, it } from 'vitest';
import { isNetworkOnlyPath } from './network-only-paths';

describe('isNetworkOnlyPath', () => {
  it.each([
    '/v1/call/savedBreaches.list',
    '/v1/stream',
    '/api/auth/get-session',
    '/api/auth/verify-email',
    '/range/5BAA6',
    '/healthz',
    '/readyz',
  ])('leaves %s to the network', (pathname) => {
    expect(isNetworkOnlyPath(pathname)).toBe(true);
  });

  it.each(['/', '/dashboard', '/dashboard/password-generator', '/v1beta', '/apis', '/assets/x.js'])(
    'lets the app shell answer %s',
    (pathname) => {
      expect(isNetworkOnlyPath(pathname)).toBe(false);
    },
  );
});
