import { pgTable, text } from 'drizzle-orm/pg-core';
import { expect, test } from 'vitest';
import { contracts } from '@bulwark/contracts/contracts';
import { FEATURES } from '@/features';
import { defineCallable } from './define-callable';
import { defineFeature } from './define-feature';
import { defineSchedule, scheduleQueueName } from './define-schedule';
import { defineTrigger, triggerQueueName } from './define-trigger';
import { createRegistry } from './registry';

const registry = createRegistry(FEATURES);
const noop = () => Promise.resolve();

test('every shared contract has exactly one registered callable and no callable lacks one', () => {
  expect([...registry.callables.keys()].sort()).toEqual(Object.keys(contracts).sort());
});

/** The queues deployed servers created before triggers and schedules carried ids (ADR 006, 010). */
const DEPLOYED_QUEUES = [
  'trigger.onFeedbackCreated',
  'trigger.onBreachIngested',
  'trigger.onBreachAlertCreated',
  'trigger.onAccountAddressVerified',
  'trigger.onMonitoredAddressVerified',
  'trigger.onSavedBreachWritten',
  'trigger.onBreachFoundAddToList',
  'trigger.onRiskAssessmentScoredEvent',
  'trigger.onBreachFoundForRisk',
  'trigger.onSavedBreachChangedForRisk',
  'trigger.onMonitoredAddressChangedForRisk',
  'trigger.onPasswordCheckChangedForRisk',
  'trigger.onTwoFactorToggledForRisk',
  'schedule.purgeExpiredRecordsHourly',
  'schedule.recheckMonitoredAddressesDaily',
  'schedule.refreshBreachCatalogDaily',
  'schedule.nudgeStaleAssessmentsWeekly',
];

test('every pg-boss queue a deployed server already has is still worked, under the same name', () => {
  const queues = [
    ...registry.triggers.map(triggerQueueName),
    ...registry.schedules.map(scheduleQueueName),
  ];
  expect(queues).toEqual(expect.arrayContaining(DEPLOYED_QUEUES));
});

test('refuses two features with one slug', () => {
  expect(() =>
    createRegistry([defineFeature({ slug: 'notes' }), defineFeature({ slug: 'notes' })]),
  ).toThrow('Two features named "notes"');
});

test('refuses two callables with one name, naming both owners', () => {
  const callable = defineCallable('feedback.list', { auth: 'required' }, () => Promise.resolve([]));
  const features = [
    defineFeature({ slug: 'feedback', callables: [callable] }),
    defineFeature({ slug: 'notes', callables: [callable] }),
  ];
  expect(() => createRegistry(features)).toThrow(
    'Two callables named "feedback.list" (in feedback and notes)',
  );
});

test('refuses two triggers or two schedules with one id: they would share a queue', () => {
  const trigger = defineTrigger('onNoteWritten', { collection: 'feedback', on: 'write' }, noop);
  expect(() =>
    createRegistry([defineFeature({ slug: 'notes', triggers: [trigger, trigger] })]),
  ).toThrow('Two trigger ids named "onNoteWritten"');
  const schedule = defineSchedule('purgeNotesDaily', { cron: '0 1 * * *' }, noop);
  expect(() =>
    createRegistry([
      defineFeature({ slug: 'notes', schedules: [schedule] }),
      defineFeature({ slug: 'archive', schedules: [schedule] }),
    ]),
  ).toThrow('Two schedule ids named "purgeNotesDaily"');
});

test('refuses two features declaring one table', () => {
  const notes = pgTable('note', { id: text('id').primaryKey() });
  expect(() =>
    createRegistry([
      defineFeature({ slug: 'notes', tables: [notes] }),
      defineFeature({ slug: 'archive', tables: [notes] }),
    ]),
  ).toThrow('Two tables named "note"');
});

test('merges every feature’s export in list order and refuses a key two features claim', async () => {
  const db = {} as Parameters<typeof registry.userData.export>[0];
  const merged = createRegistry([
    defineFeature({ slug: 'notes', userData: { export: () => Promise.resolve({ notes: [1] }) } }),
    defineFeature({ slug: 'tags', userData: { export: () => Promise.resolve({ tags: [2] }) } }),
  ]);
  expect(await merged.userData.export(db, 'u1')).toEqual({ notes: [1], tags: [2] });
  const clashing = createRegistry([
    defineFeature({ slug: 'notes', userData: { export: () => Promise.resolve({ notes: [1] }) } }),
    defineFeature({ slug: 'tags', userData: { export: () => Promise.resolve({ notes: [2] }) } }),
  ]);
  await expect(clashing.userData.export(db, 'u1')).rejects.toThrow(
    'Two export keys named "notes" (in notes and tags)',
  );
});

test('runs every feature’s clean-up after an account is deleted', async () => {
  const db = {} as Parameters<typeof registry.userData.delete>[0];
  const cleaned: string[] = [];
  const merged = createRegistry([
    defineFeature({
      slug: 'notes',
      userData: { delete: (_db, userId) => Promise.resolve(void cleaned.push(`notes:${userId}`)) },
    }),
    defineFeature({ slug: 'tags' }),
  ]);
  await merged.userData.delete(db, 'u1');
  expect(cleaned).toEqual(['notes:u1']);
});
