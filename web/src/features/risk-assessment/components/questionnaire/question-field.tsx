import {
  questionPrompt,
  type RiskQuestion,
} from '@bulwark/contracts/risk-assessment/question-bank';
import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';
import { actionById } from '@bulwark/contracts/risk-assessment/actions';
import type { RiskActionId } from '@bulwark/contracts/risk-assessment/model-types';
import { useId } from 'react';
import { articleHref } from '../../lib/tool-links';
import { MultiChoice } from './multi-choice';
import { PhishingQuiz } from './phishing-quiz';
import { QuestionFrame } from './question-frame';
import { SingleChoice } from './single-choice';

interface QuestionFieldProps {
  question: RiskQuestion;
  answers: RiskAnswers;
  onAnswer: (questionId: string, optionIds: string[] | null) => void;
  staleSince: string | null;
  onReconfirm: (questionId: string) => void;
}

/** One scored question, drawn by its kind: radios, checkboxes or the phishing quiz. */
export function QuestionField({
  question,
  answers,
  onAnswer,
  staleSince,
  onReconfirm,
}: QuestionFieldProps) {
  const promptId = useId();
  const value = answers[question.id] ?? [];
  const prompt = questionPrompt(question, answers);
  const isAnswered = value.length > 0;
  return (
    <QuestionFrame
      promptId={promptId}
      prompt={prompt}
      why={question.why}
      articleHref={articleFor(question.actionId)}
      note={question.showIfText}
      staleSince={isAnswered ? staleSince : null}
      onReconfirm={() => onReconfirm(question.id)}
      onClear={
        isAnswered && question.kind !== 'quiz' ? () => onAnswer(question.id, null) : undefined
      }
    >
      {question.kind === 'single' ? (
        <SingleChoice
          labelledBy={promptId}
          options={question.options}
          value={value[0] ?? null}
          onChange={(id) => onAnswer(question.id, [id])}
        />
      ) : null}
      {question.kind === 'multi' ? (
        <MultiChoice
          options={question.options}
          value={value}
          onChange={(ids) => onAnswer(question.id, ids.length > 0 ? ids : null)}
        />
      ) : null}
      {question.kind === 'quiz' ? (
        <PhishingQuiz
          items={question.quiz ?? []}
          value={value}
          onChange={(answer) => onAnswer(question.id, answer)}
        />
      ) : null}
    </QuestionFrame>
  );
}

function articleFor(actionId: RiskActionId): string | undefined {
  const action = actionById(actionId);
  return action ? articleHref(action.article) : undefined;
}
