import { CallableError } from '@bulwark/contracts/errors';
import type { RiskMode } from '@bulwark/contracts/risk-assessment/model-types';
import type { RiskAssessment } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { backoffDelay, type BackoffPolicy } from '@/lib/backoff';
import { getErrorMessage } from '@/lib/get-error-message';
import type { SaveAnswersInput } from '../api/save-answers';
import { changedAnswers, withoutConfirmed, type AnswerEdits } from './answer-changes';

/** A click is a decision, not a keystroke: wait just long enough to batch a quick change of mind. */
export const AUTOSAVE_DEBOUNCE_MS = 300;
/** A failed save tries again after 2 s, doubling up to a minute, while the answer stays on screen. */
export const AUTOSAVE_RETRY: BackoffPolicy = { initialMs: 2000, factor: 2, maxMs: 60_000 };

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface AutosaveSnapshot {
  /** Local edits the server has not confirmed yet; shown on top of the saved answers. */
  edits: AnswerEdits;
  status: SaveStatus;
  problem: string | null;
  mode: RiskMode;
  /** The newest draft the queue knows (its own last save, or a fresher one from the server). */
  draft: RiskAssessment;
}

export interface AutosaveCallbacks {
  save: (input: SaveAnswersInput) => Promise<RiskAssessment>;
  onChange: (snapshot: AutosaveSnapshot) => void;
  onSaved: (draft: RiskAssessment) => void;
  /** The server refused for good (e.g. the draft was submitted elsewhere): time to reload the overview. */
  onRefused: () => void;
}

/** Connection trouble is worth retrying on its own; a refused answer would only be refused again. */
function isWorthRetrying(error: unknown): boolean {
  const transient = [
    'unavailable',
    'deadline-exceeded',
    'internal',
    'aborted',
    'resource-exhausted',
  ];
  return !(error instanceof CallableError) || transient.includes(error.code);
}

/**
 * Saves a draft's changes as they happen: only changed answers travel, one request at a time (so
 * saves never race), and a failed save keeps the edits and retries with back-off. Plain code
 * outside React, so its timing is testable with fake timers. Methods are arrow properties: the
 * hook hands them out on their own.
 */
export class AutosaveQueue {
  private draft: RiskAssessment;
  private edits: AnswerEdits = {};
  private status: SaveStatus = 'idle';
  private problem: string | null = null;
  private step: number | undefined;
  private mode: RiskMode | undefined;
  /** Answers to send even when unchanged: "Still true" re-confirms a stale answer. */
  private readonly reconfirmed = new Set<string>();
  private running: Promise<void> | null = null;
  private again = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    initial: RiskAssessment,
    private readonly callbacks: AutosaveCallbacks,
  ) {
    this.draft = initial;
  }

  /** A fresher draft from the server (another device, a refetch); local edits stay on top. */
  setDraft = (next: RiskAssessment) => {
    // A refetch that started before our last save landed must not roll the answers back.
    if (next.updatedAt < this.draft.updatedAt) return;
    this.draft = next;
  };

  setAnswer = (questionId: string, optionIds: string[] | null) => {
    this.edits = { ...this.edits, [questionId]: optionIds };
    this.publish();
    this.schedule(AUTOSAVE_DEBOUNCE_MS);
  };

  reconfirm = (questionId: string) => {
    this.reconfirmed.add(questionId);
    this.schedule(AUTOSAVE_DEBOUNCE_MS);
  };

  setStep = (step: number) => {
    this.step = step;
    this.schedule(AUTOSAVE_DEBOUNCE_MS);
  };

  switchMode = (mode: RiskMode) => {
    this.mode = mode;
    this.publish();
    this.schedule(0);
  };

  /** Sends whatever waits, now ("Retry now", or before submitting); true once nothing is pending. */
  saveNow = async (): Promise<boolean> => {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running) await this.running;
    await this.flush();
    return this.pendingInput() === null;
  };

  /** Leaving mid-debounce must not lose the last click. */
  flushPending = () => {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    void this.flush();
  };

  private publish() {
    const { edits, status, problem } = this;
    const { draft } = this;
    this.callbacks.onChange({ edits, status, problem, mode: this.mode ?? draft.mode, draft });
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delayMs);
  }

  private pendingInput(): SaveAnswersInput | null {
    const { draft } = this;
    const answers = changedAnswers(draft.answers, this.edits);
    for (const questionId of this.reconfirmed) {
      const saved = draft.answers[questionId];
      if (!(questionId in answers) && saved) answers[questionId] = saved;
    }
    const step = this.step !== undefined && this.step !== draft.step ? this.step : undefined;
    const mode = this.mode !== undefined && this.mode !== draft.mode ? this.mode : undefined;
    if (Object.keys(answers).length === 0 && step === undefined && mode === undefined) return null;
    return {
      id: draft.id,
      answers,
      ...(step === undefined ? {} : { step }),
      ...(mode === undefined ? {} : { mode }),
    };
  }

  private async flush() {
    this.timer = undefined;
    if (this.running) {
      this.again = true;
      return;
    }
    const input = this.pendingInput();
    if (!input) return;
    this.running = this.send(input);
    await this.running;
  }

  private async send(input: SaveAnswersInput) {
    this.status = 'saving';
    this.publish();
    try {
      const saved = await this.callbacks.save(input);
      this.attempt = 0;
      this.draft = saved;
      for (const questionId of Object.keys(input.answers)) this.reconfirmed.delete(questionId);
      this.edits = changedAnswers(saved.answers, withoutConfirmed(this.edits, input.answers));
      this.status = 'saved';
      this.problem = null;
      this.callbacks.onSaved(saved);
    } catch (error) {
      // The edits stay (on screen and in the preview) until a save gets them through.
      this.status = 'failed';
      this.problem = getErrorMessage(error);
      if (isWorthRetrying(error)) this.schedule(backoffDelay(this.attempt++, AUTOSAVE_RETRY));
      else this.callbacks.onRefused();
    } finally {
      this.running = null;
      this.publish();
      if (this.again) {
        this.again = false;
        if (this.timer === undefined) this.schedule(0);
      }
    }
  }
}
