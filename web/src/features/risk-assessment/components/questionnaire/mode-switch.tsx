import { Button } from '@chakra-ui/react';
import { RISK_QUESTIONS } from '@bulwark/contracts/risk-assessment/question-bank';

const EXTRA_COUNT = RISK_QUESTIONS.filter(
  (question) => !question.core && question.kind !== 'derived',
).length;

/** Quick → full keeps every answer; only new questions appear. */
export function ModeSwitch({ onSwitch }: { onSwitch: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onSwitch}>
      Switch to the full assessment (up to {EXTRA_COUNT} more questions)
    </Button>
  );
}
