import {
  CONTEXT_QUESTIONS,
  questionnairePages,
  visibleQuestions,
} from '@bulwark/contracts/risk-assessment/question-bank';
import type { RiskMode } from '@bulwark/contracts/risk-assessment/model-types';
import type { RiskAssessment } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useMemo, useState } from 'react';
import { applyEdits } from '../lib/answer-changes';
import { splitPrivate, withPrivateAnswers, type PrivateMemory } from '../lib/private-answers';
import { useAnswerAutosave } from './use-answer-autosave';

const PRIVATE_CAPABLE = CONTEXT_QUESTIONS.filter(
  (question) => (question.privateOptionIds ?? []).length > 0,
);

interface UseQuestionnaireOptions {
  draft: RiskAssessment;
  memory: PrivateMemory;
  onMemoryChange: (memory: PrivateMemory) => void;
}

/**
 * The draft as the person sees it: saved answers, unsaved edits on top, page-memory answers added
 * back; the pages that follow from them (skip logic); and where the person is.
 */
export function useQuestionnaire({ draft, memory, onMemoryChange }: UseQuestionnaireOptions) {
  const autosave = useAnswerAutosave(draft);
  // Whichever is newer: the cached overview's draft or the answer to our own last save.
  const base = autosave.draft.updatedAt > draft.updatedAt ? autosave.draft : draft;
  const savedAnswers = useMemo(
    () => applyEdits(base.answers, autosave.edits),
    [base.answers, autosave.edits],
  );
  const answers = useMemo(() => withPrivateAnswers(savedAnswers, memory), [savedAnswers, memory]);
  const pages = useMemo(() => questionnairePages(autosave.mode, answers), [autosave.mode, answers]);
  // Derived questions (D2) are worked out from data: shown as a fact, never asked or counted.
  const questionIds = useMemo(
    () =>
      visibleQuestions(autosave.mode, answers)
        .filter((question) => question.kind !== 'derived')
        .map((question) => question.id),
    [autosave.mode, answers],
  );
  const [step, setStep] = useState(draft.step);
  // The review page comes after the last question page; skip logic may have shortened the list.
  const current = Math.min(step, pages.length);

  function goTo(index: number) {
    setStep(index);
    autosave.setStep(index);
  }

  /** Quick → full keeps every answer and the page the person is on (or the review). */
  function switchMode(mode: RiskMode) {
    const next = questionnairePages(mode, answers);
    const samePage = next.findIndex((page) => page.id === pages[current]?.id);
    autosave.switchMode(mode);
    goTo(samePage === -1 ? next.length : samePage);
  }

  // A private option already on the server (saved on purpose earlier) means "don't save" is off.
  const keepPrivate =
    memory.keepPrivate &&
    !PRIVATE_CAPABLE.some(
      (question) =>
        splitPrivate(question.id, savedAnswers[question.id] ?? [], true).kept.length > 0,
    );

  function answer(questionId: string, optionIds: string[] | null) {
    const { saved, kept } = splitPrivate(questionId, optionIds ?? [], keepPrivate);
    if (PRIVATE_CAPABLE.some((question) => question.id === questionId)) {
      onMemoryChange({ ...memory, answers: { ...memory.answers, [questionId]: kept } });
    }
    autosave.setAnswer(questionId, saved.length > 0 ? saved : null);
  }

  /** "Don't save this answer" on or off: the private options leave (or join) what is saved. */
  function setKeepPrivate(keepPrivate: boolean) {
    const next: PrivateMemory = { keepPrivate, answers: {} };
    for (const question of PRIVATE_CAPABLE) {
      const { saved, kept } = splitPrivate(question.id, answers[question.id] ?? [], keepPrivate);
      next.answers[question.id] = kept;
      autosave.setAnswer(question.id, saved.length > 0 ? saved : null);
    }
    onMemoryChange(next);
  }

  return {
    ...autosave,
    answers,
    savedAnswers,
    pages,
    questionIds,
    current,
    goTo,
    switchMode,
    answer,
    keepPrivate,
    setKeepPrivate,
  };
}
