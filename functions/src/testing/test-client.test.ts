import { expect, test } from 'vitest';
import { TestClient } from './test-client';

test('a call is typed by its contract: a wrong input or a misread answer fails to type-check', () => {
  const client = new TestClient('http://127.0.0.1:9');
  // Built, never run: what this test checks, the type checker checks (npm run typecheck).
  const misuses = [
    // @ts-expect-error -- savedBreaches.add takes a breach name, not a number.
    () => client.call('savedBreaches.add', { breachName: 42 }),
    // @ts-expect-error -- savedBreaches.add cannot be called without its input.
    () => client.call('savedBreaches.add'),
    // @ts-expect-error -- profileSettings.update takes no email (the contract is strict).
    () => client.call('profileSettings.update', { displayName: 'Ada', email: 'x@y.z' }),
    // @ts-expect-error -- no callable has this name.
    () => client.call('savedBreaches.rename', {}),
    async () => {
      const { body } = await client.call('savedBreaches.add', { breachName: 'Adobe' });
      // @ts-expect-error -- a saved breach's title is on its breach, not on it.
      expect(body.title).toBeUndefined();
    },
  ];
  expect(misuses).toHaveLength(5);
});
