import { Stack } from '@chakra-ui/react';
import type {
  RiskOverview,
  RiskAssessment,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useMemo, useState } from 'react';
import { useQuestionCountNotice } from '../../hooks/use-question-count-notice';
import { useQuestionnaire } from '../../hooks/use-questionnaire';
import { useRiskPreview } from '../../hooks/use-risk-result';
import type { PrivateMemory } from '../../lib/private-answers';
import { pageProgress } from '../../lib/questionnaire-progress';
import { QuestionnaireHeader } from './questionnaire-header';
import { QuestionnairePage } from './questionnaire-page';
import { ReviewPage } from './review-page';

interface QuestionnaireProps {
  draft: RiskAssessment;
  overview: RiskOverview;
  memory: PrivateMemory;
  onMemoryChange: (memory: PrivateMemory) => void;
  focusOnMount: boolean;
  /** Offered on a retake: look at the current results, keeping this draft for later. */
  onViewResults: (() => void) | undefined;
}

/** One section per page, a stepper and an overall bar, autosave on every change, then the review. */
export function Questionnaire({
  draft,
  overview,
  memory,
  onMemoryChange,
  focusOnMount,
  onViewResults,
}: QuestionnaireProps) {
  const questionnaire = useQuestionnaire({ draft, memory, onMemoryChange });
  const { answers, pages, questionIds, current } = questionnaire;
  // Once the person moves between pages, every new page's heading takes focus (even after a reload).
  const [hasMoved, setMoved] = useState(false);
  const goTo = (index: number) => {
    setMoved(true);
    questionnaire.goTo(index);
  };
  const countNotice = useQuestionCountNotice(questionIds.length);
  const answerSet = useMemo(
    () => ({ answers, answeredAt: draft.answeredAt }),
    [answers, draft.answeredAt],
  );
  const preview = useRiskPreview(answerSet, overview);
  const progress = pageProgress(pages, questionIds, answers, current);
  const isReview = current === pages.length;

  return (
    <Stack gap="6">
      <QuestionnaireHeader
        questionnaire={questionnaire}
        progress={progress}
        isReview={isReview}
        countNotice={countNotice}
        onGoTo={goTo}
        onViewResults={onViewResults}
      />
      {isReview ? (
        <ReviewPage
          draft={draft}
          pages={pages}
          answers={answers}
          questionIds={questionIds}
          preview={preview}
          memory={memory}
          onEdit={goTo}
          saveNow={questionnaire.saveNow}
          focusOnMount={focusOnMount || hasMoved}
        />
      ) : (
        <QuestionnairePage
          page={pages[current] ?? pages[0]}
          index={current}
          pageCount={pages.length}
          questionnaire={{ ...questionnaire, goTo }}
          preview={preview}
          draft={draft}
          overview={overview}
          focusOnMount={focusOnMount || hasMoved}
        />
      )}
    </Stack>
  );
}
