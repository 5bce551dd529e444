import { Skeleton } from '@chakra-ui/react';
import type { RiskMode } from '@bulwark/contracts/risk-assessment/model-types';
import type { RiskOverview } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { FormError } from '@/components/ui/form-error';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessage } from '@/lib/get-error-message';
import { useRiskOverview } from '../api/get-risk-overview';
import { useStartAssessment } from '../api/start-assessment';
import { useHasSwitched } from '../hooks/use-has-switched';
import { EMPTY_PRIVATE_MEMORY, type PrivateMemory } from '../lib/private-answers';
import { Questionnaire } from './questionnaire/questionnaire';
import { RiskIntro } from './questionnaire/risk-intro';
import { ResultsTabs } from './results-tabs';

type View = 'intro' | 'questionnaire' | 'results';

function viewOf(overview: RiskOverview | undefined, isViewingResults: boolean): View | null {
  if (!overview) return null;
  if (overview.draft && !(isViewingResults && overview.latest)) return 'questionnaire';
  return overview.latest ? 'results' : 'intro';
}

/**
 * The signed-in risk assessment: the intro until something exists, the questionnaire while a
 * draft is open, the results (and history) once an assessment is submitted.
 */
export function RiskAssessmentPage() {
  const overview = useRiskOverview();
  const start = useStartAssessment();
  const starting = useSingleFlight();
  const [startingMode, setStartingMode] = useState<RiskMode | null>(null);
  // "Don't save this answer": held here, in page memory only, never sent anywhere.
  const [memory, setMemory] = useState<PrivateMemory>(EMPTY_PRIVATE_MEMORY);
  // The person chose to look at the results while a retake is still open.
  const [isViewingResults, setViewingResults] = useState(false);
  const data = overview.data;
  const view = viewOf(data, isViewingResults);
  const hasSwitched = useHasSwitched(view);

  function startAssessment(mode: RiskMode) {
    void starting.run(async () => {
      setStartingMode(mode);
      if (await mutateSettled(start, mode)) setViewingResults(false);
      setStartingMode(null);
    });
  }

  return (
    <>
      <PageHeader
        title="Risk assessment"
        description="A transparent score from your answers and what Bulwark measures, with the steps that raise it most."
      />
      {overview.isPending ? <Skeleton height="64" rounded="l2" /> : null}
      <FormError message={overview.isError ? getErrorMessage(overview.error) : null} />
      {view === 'questionnaire' && data?.draft ? (
        <Questionnaire
          key={data.draft.id}
          draft={data.draft}
          overview={data}
          memory={memory}
          onMemoryChange={setMemory}
          focusOnMount={hasSwitched}
          onViewResults={data.latest ? () => setViewingResults(true) : undefined}
        />
      ) : null}
      {view === 'results' && data?.latest ? (
        <ResultsTabs
          latest={data.latest}
          overview={data}
          memory={memory}
          onUpdateAnswers={startAssessment}
          isStarting={starting.isPending}
          focusOnMount={hasSwitched}
        />
      ) : null}
      {view === 'intro' ? (
        <RiskIntro onStart={startAssessment} startingMode={startingMode} />
      ) : null}
    </>
  );
}
