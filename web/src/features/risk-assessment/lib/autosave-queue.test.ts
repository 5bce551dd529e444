import { CallableError } from '@bulwark/contracts/errors';
import type { RiskAssessment } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { SaveAnswersInput } from '../api/save-answers';
import { assessment } from '../testing/fake-risk-server';
import { AUTOSAVE_DEBOUNCE_MS, AutosaveQueue, type AutosaveSnapshot } from './autosave-queue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(draft: RiskAssessment, save: (input: SaveAnswersInput) => Promise<RiskAssessment>) {
  const snapshots: AutosaveSnapshot[] = [];
  const queue = new AutosaveQueue(draft, {
    save,
    onChange: (snapshot) => snapshots.push(snapshot),
    onSaved: () => {},
    onRefused: () => {},
  });
  return { queue, snapshots };
}

function echo(draft: RiskAssessment) {
  return vi.fn((input: SaveAnswersInput) => {
    const answers = { ...draft.answers };
    for (const [id, value] of Object.entries(input.answers)) {
      if (value) answers[id] = value;
      else delete answers[id];
    }
    return Promise.resolve({ ...draft, answers, step: input.step ?? draft.step });
  });
}

test('batches quick clicks and sends only the answers that differ from the saved ones', async () => {
  const draft = assessment({ answers: { A1: ['unique'], A2: ['sms'] } });
  const save = echo(draft);
  const { queue } = setup(draft, save);
  queue.setAnswer('A1', ['unique']);
  queue.setAnswer('A2', ['app']);
  queue.setStep(2);
  await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenCalledWith({ id: draft.id, answers: { A2: ['app'] }, step: 2 });
});

test('a failed save keeps the edit, says so, and retries with back-off', async () => {
  const draft = assessment();
  const save = vi
    .fn<(input: SaveAnswersInput) => Promise<RiskAssessment>>()
    .mockRejectedValueOnce(new CallableError('unavailable', 'Connection failed.'))
    .mockImplementation(echo(draft));
  const { queue, snapshots } = setup(draft, save);
  queue.setAnswer('A1', ['reused']);
  await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
  expect(snapshots.at(-1)).toMatchObject({ status: 'failed', edits: { A1: ['reused'] } });
  await vi.advanceTimersByTimeAsync(2000);
  expect(save).toHaveBeenCalledTimes(2);
  expect(snapshots.at(-1)).toMatchObject({ status: 'saved', edits: {} });
});

test('a change made while a save is on its way follows in a second request, never in parallel', async () => {
  const draft = assessment();
  let finish: (value: RiskAssessment) => void = () => {};
  const save = vi
    .fn<(input: SaveAnswersInput) => Promise<RiskAssessment>>()
    .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
    .mockImplementation(echo({ ...draft, answers: { A1: ['reused'] } }));
  const { queue } = setup(draft, save);
  queue.setAnswer('A1', ['reused']);
  await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
  queue.setAnswer('A2', ['sms']);
  await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
  expect(save).toHaveBeenCalledTimes(1);
  finish({ ...draft, answers: { A1: ['reused'] } });
  await vi.advanceTimersByTimeAsync(0);
  expect(save).toHaveBeenCalledTimes(2);
  expect(save).toHaveBeenLastCalledWith({ id: draft.id, answers: { A2: ['sms'] } });
});

test('"Still true" re-sends an unchanged answer so its date is renewed', async () => {
  const draft = assessment({ answers: { A1: ['unique'] } });
  const save = echo(draft);
  const { queue } = setup(draft, save);
  queue.reconfirm('A1');
  await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
  expect(save).toHaveBeenCalledWith({ id: draft.id, answers: { A1: ['unique'] } });
});
