import { expect, test } from 'vitest';
import { createLogger } from '@/lib/logger';
import type { AppServices } from './context';
import { type TriggerEvent, type TriggerEventOf, defineTrigger } from './define-trigger';

function runWith(after: unknown) {
  const lines: string[] = [];
  const seen: TriggerEventOf<'saved-breaches'>[] = [];
  const trigger = defineTrigger(
    'onSavedBreachSeen',
    { collection: 'saved-breaches', on: 'write' },
    (event) => {
      seen.push(event);
      return Promise.resolve();
    },
  );
  const event: TriggerEvent = {
    outboxId: 7,
    userId: 'u1',
    collection: 'saved-breaches',
    op: 'update',
    rowId: 'r1',
    before: null,
    after,
  };
  const services = {
    logger: createLogger('debug', {}, (line) => lines.push(line)),
  } as unknown as AppServices;
  return trigger
    .handler(event, { services, eventKey: 'onSavedBreachSeen:7' })
    .then(() => ({ seen, lines }));
}

test('hands the handler the payload its collection’s schema reads', async () => {
  const { seen, lines } = await runWith({ breachName: 'Adobe', status: 'fixed' });
  expect(seen[0]?.after).toEqual({ breachName: 'Adobe', status: 'fixed' });
  expect(seen[0]?.before).toBeNull();
  expect(lines).toEqual([]);
});

test('a payload the schema refuses reaches the handler as none, with a warning naming the trigger', async () => {
  const { seen, lines } = await runWith({ breachName: 42 });
  expect(seen[0]?.after).toBeNull();
  expect(lines.join('\n')).toMatch(/does not match its collection.*onSavedBreachSeen/);
});

test('an event without a payload reaches the handler as none, quietly', async () => {
  const { seen, lines } = await runWith(null);
  expect(seen[0]?.after).toBeNull();
  expect(lines).toEqual([]);
});
