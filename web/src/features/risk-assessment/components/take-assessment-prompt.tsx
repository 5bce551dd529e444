import { Button, Stack, Text } from '@chakra-ui/react';
import { QUESTION_COUNTS } from '@bulwark/contracts/risk-assessment/question-bank';
import type { RiskAssessment } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Before there is a score: the one call to make (or to finish) the quick assessment. */
export function TakeAssessmentPrompt({ draft }: { draft: RiskAssessment | null }) {
  const answered = draft ? Object.keys(draft.answers).length : 0;
  return (
    <Stack gap="3">
      <Text fontSize="xl" fontWeight="semibold">
        {draft ? 'Finish your assessment' : 'No score yet'}
      </Text>
      <Text color="fg.muted">
        {draft
          ? `You have answered ${answered} ${answered === 1 ? 'question' : 'questions'}; your answers are saved. Pick up where you left off for your score.`
          : `The quick assessment takes about 3 minutes (${QUESTION_COUNTS.quick} questions) and gives you a score out of 100 (higher is safer) with the changes that raise it most.`}
      </Text>
      <Button asChild colorPalette="blue" alignSelf="start">
        <RouterLink to={paths.dashboard.riskAssessment}>
          {draft ? 'Continue the assessment' : 'Take the quick assessment'}
        </RouterLink>
      </Button>
    </Stack>
  );
}
