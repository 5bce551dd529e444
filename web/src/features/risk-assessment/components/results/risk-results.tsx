import { Button, HStack, Stack } from '@chakra-ui/react';
import type {
  RiskAssessment,
  RiskOverview,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useSetActionState } from '../../api/set-action-state';
import { useBandCelebration } from '../../hooks/use-band-celebration';
import { useRiskResult } from '../../hooks/use-risk-result';
import { bandById } from '../../lib/bands';
import type { PrivateMemory } from '../../lib/private-answers';
import { ActionList } from './action-list';
import { BandCelebration } from './band-celebration';
import { CapsList } from './caps-list';
import { CategoryBars } from './category-bars';
import { CheckTheseList } from './check-these-list';
import { LiveSignalsList } from './live-signals-list';
import { ResultsSection } from './results-section';
import { ScoreSummary } from './score-summary';
import { SpecialisedHelpPanel } from './specialised-help-panel';

interface RiskResultsProps {
  latest: RiskAssessment;
  overview: RiskOverview;
  memory: PrivateMemory;
  onUpdateAnswers: (mode: RiskAssessment['mode']) => void;
  isStarting: boolean;
  focusOnMount: boolean;
}

/** The submitted assessment scored live: score, actions, what to check, why, and the signals. */
export function RiskResults({
  latest,
  overview,
  memory,
  onUpdateAnswers,
  isStarting,
  focusOnMount,
}: RiskResultsProps) {
  const { result, actions } = useRiskResult(latest, overview);
  const celebrating = useBandCelebration(result.band);
  const setActionState = useSetActionState();
  return (
    <Stack gap="10">
      {celebrating ? <BandCelebration bandLabel={bandById(celebrating).label} /> : null}
      <ScoreSummary result={result} mode={latest.mode} focusOnMount={focusOnMount} />
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => onUpdateAnswers(latest.mode)} loading={isStarting}>
          Update my answers
        </Button>
        {latest.mode === 'quick' ? (
          <Button variant="ghost" onClick={() => onUpdateAnswers('full')} disabled={isStarting}>
            Take the full assessment (your answers carry over)
          </Button>
        ) : null}
      </HStack>
      <ResultsSection
        title="Top actions"
        description="Ranked by the points each would add to your score, then by effort."
      >
        <ActionList actions={actions} onChange={(change) => setActionState.mutate(change)} />
      </ResultsSection>
      <CheckTheseList result={result} />
      <SpecialisedHelpPanel answers={latest.answers} memory={memory} />
      <ResultsSection
        title="Why this score"
        description="Each category from 0 to 100, and the caps that hold the score down."
      >
        <CategoryBars categories={result.categories} />
        <CapsList caps={result.caps} />
      </ResultsSection>
      <ResultsSection
        title="Verified by Bulwark"
        description="What Bulwark measures itself. It updates on its own when something changes."
      >
        <LiveSignalsList items={result.items} />
      </ResultsSection>
    </Stack>
  );
}
