import { Button } from '@chakra-ui/react';
import { QUESTION_COUNTS } from '@bulwark/contracts/risk-assessment/question-bank';

const EXTRA_COUNT = QUESTION_COUNTS.full - QUESTION_COUNTS.quick;

/** Quick → full keeps every answer; only new questions appear. */
export function ModeSwitch({ onSwitch }: { onSwitch: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onSwitch}>
      Switch to the full assessment (up to {EXTRA_COUNT} more questions)
    </Button>
  );
}
