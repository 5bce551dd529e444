import { expect, test } from 'vitest';
import { describeUserAgent } from './user-agent';

test('names the browser and operating system', () => {
  expect(
    describeUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ),
  ).toBe('Firefox on Windows');
  expect(
    describeUserAgent(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ),
  ).toBe('Edge on macOS');
  expect(
    describeUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari on iOS');
});

test('says so when the device is unknown', () => {
  expect(describeUserAgent(null)).toBe('Unknown device');
  expect(describeUserAgent('curl/8.5.0')).toBe('Unknown device');
});
