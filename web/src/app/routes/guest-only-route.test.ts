import { expect, test } from 'vitest';
import { redirectTargetFrom } from './guest-only-route';

test('returns the saved in-app location, with its query and hash', () => {
  expect(
    redirectTargetFrom({ from: { pathname: '/dashboard/feedback', search: '?a=1', hash: '#top' } }),
  ).toBe('/dashboard/feedback?a=1#top');
});

test('falls back to the dashboard without a usable origin', () => {
  expect(redirectTargetFrom(null)).toBe('/dashboard');
  expect(redirectTargetFrom({ from: { pathname: '//evil.example/path' } })).toBe('/dashboard');
  expect(redirectTargetFrom({ from: { pathname: 'https://evil.example' } })).toBe('/dashboard');
});
