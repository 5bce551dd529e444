import { expect, test } from 'vitest';
import { HASH_MODES } from './hash-mode';
import { buildRangeBody, PADDING_POOL_LINES } from './range-body';

const sha1 = HASH_MODES.sha1;
const empty = new Uint8Array(0);
const paddingLines = () => buildRangeBody(sha1, empty, true).split('\r\n');

test('padding lines are well formed, never repeated within a body, and differ between bodies', () => {
  const first = paddingLines();
  const second = paddingLines();
  for (const lines of [first, second]) {
    expect(lines.every((line) => /^[0-9A-F]{35}:0$/.test(line))).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
  }
  const shared = second.filter((line) => new Set(first).has(line));
  // Random starts in a pool of 65,536 lines: two bodies rarely overlap, and never entirely.
  expect(shared.length).toBeLessThan(second.length);
});

test('the padding pool is renewed as it is used: old lines stop appearing', () => {
  const before = new Set(paddingLines());
  // Each body renews at least 800 / 32 = 25 lines: this many bodies renew the whole pool.
  const bodies = Math.ceil(PADDING_POOL_LINES / 25) + 1;
  for (let body = 0; body < bodies; body += 1) buildRangeBody(sha1, empty, true);
  for (let body = 0; body < 20; body += 1)
    for (const line of paddingLines()) expect(before.has(line)).toBe(false);
});

test('NTLM padding has 27-digit suffixes', () => {
  const lines = buildRangeBody(HASH_MODES.ntlm, empty, true).split('\r\n');
  expect(lines.length).toBeGreaterThanOrEqual(800);
  expect(lines.every((line) => /^[0-9A-F]{27}:0$/.test(line))).toBe(true);
});
