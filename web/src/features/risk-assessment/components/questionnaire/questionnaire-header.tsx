import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { useQuestionnaire } from '../../hooks/use-questionnaire';
import type { pageProgress } from '../../lib/questionnaire-progress';
import { CategoryStepper } from './category-stepper';
import { ModeSwitch } from './mode-switch';
import { QuestionnaireProgress } from './questionnaire-progress';
import { SaveStatus } from './save-status';

interface QuestionnaireHeaderProps {
  questionnaire: ReturnType<typeof useQuestionnaire>;
  progress: ReturnType<typeof pageProgress>;
  isReview: boolean;
  /** "2 questions added to this assessment." after an answer changed what is asked. */
  countNotice: string | null;
  onGoTo: (index: number) => void;
  onViewResults: (() => void) | undefined;
}

/** Above every page: save status, mode switch, the section stepper and the overall progress. */
export function QuestionnaireHeader(props: QuestionnaireHeaderProps) {
  const { questionnaire, progress, isReview, countNotice, onGoTo, onViewResults } = props;
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <SaveStatus
          status={questionnaire.status}
          problem={questionnaire.problem}
          onRetry={() => void questionnaire.saveNow()}
        />
        <HStack gap="2" wrap="wrap">
          {questionnaire.mode === 'quick' ? (
            <ModeSwitch onSwitch={() => questionnaire.switchMode('full')} />
          ) : null}
          {onViewResults ? (
            <Button size="sm" variant="ghost" onClick={onViewResults}>
              Back to my results
            </Button>
          ) : null}
        </HStack>
      </HStack>
      <CategoryStepper pages={progress.steps} current={questionnaire.current} onGoTo={onGoTo} />
      <QuestionnaireProgress
        position={progress.position}
        total={questionnaire.questionIds.length}
        answered={progress.answered}
        isReview={isReview}
      />
      <Text role="status" textStyle="sm" color="fg.muted" minH="5">
        {countNotice}
      </Text>
    </Stack>
  );
}
