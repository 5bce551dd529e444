import { Checkbox, Stack, Text } from '@chakra-ui/react';
import type { RiskContextQuestion } from '@bulwark/contracts/risk-assessment/question-bank';
import { useId, type ReactNode } from 'react';
import { QuickExitButton } from '../results/quick-exit-button';
import { MultiChoice } from './multi-choice';
import { QuestionFrame } from './question-frame';
import { SingleChoice } from './single-choice';

interface ContextQuestionFieldProps {
  question: RiskContextQuestion;
  value: readonly string[];
  onAnswer: (questionId: string, optionIds: string[] | null) => void;
  keepPrivate: boolean;
  onKeepPrivateChange: (keepPrivate: boolean) => void;
  /** A fact that belongs with the answer (D2 under X2). */
  children?: ReactNode;
}

/** X1–X4: unscored. A sensitive choice offers "Don't save this answer" and a quick way out. */
export function ContextQuestionField(props: ContextQuestionFieldProps) {
  const { question, value, onAnswer, keepPrivate, onKeepPrivateChange, children } = props;
  const promptId = useId();
  const privateIds = question.privateOptionIds ?? [];
  const hasPrivateChoice = value.some((id) => privateIds.includes(id));
  return (
    <QuestionFrame
      promptId={promptId}
      prompt={question.prompt}
      why={question.why}
      note={question.optional ? 'Optional, and not scored.' : undefined}
      onClear={value.length > 0 ? () => onAnswer(question.id, null) : undefined}
    >
      {question.kind === 'single' ? (
        <SingleChoice
          labelledBy={promptId}
          options={question.options}
          value={value[0] ?? null}
          onChange={(id) => onAnswer(question.id, [id])}
        />
      ) : (
        <MultiChoice
          options={question.options}
          value={value}
          onChange={(ids) => onAnswer(question.id, ids.length > 0 ? ids : null)}
        />
      )}
      {children}
      {hasPrivateChoice ? (
        <Stack gap="3" borderWidth="1px" borderColor="border.emphasized" rounded="l2" p="3">
          <Checkbox.Root
            checked={keepPrivate}
            onCheckedChange={(details) => onKeepPrivateChange(details.checked === true)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>Don't save this answer</Checkbox.Label>
          </Checkbox.Root>
          <Text textStyle="sm" color="fg.muted">
            {keepPrivate
              ? 'This answer stays on this page only: it is never sent to Bulwark and is gone when you close the tab. Your other answers still save.'
              : 'This answer is saved with your assessment, so anyone who can sign in to your account could see it.'}
          </Text>
          <QuickExitButton />
        </Stack>
      ) : null}
    </QuestionFrame>
  );
}
