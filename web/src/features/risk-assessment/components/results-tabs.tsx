import { Tabs } from '@chakra-ui/react';
import type { RiskMode } from '@bulwark/contracts/risk-assessment/model-types';
import type {
  RiskAssessment,
  RiskOverview,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useState } from 'react';
import type { PrivateMemory } from '../lib/private-answers';
import { RiskHistoryPanel } from './history/risk-history-panel';
import { OpenDraftNotice } from './results/open-draft-notice';
import { RiskResults } from './results/risk-results';
import { StaleAnswersBanner } from './results/stale-answers-banner';

interface ResultsTabsProps {
  latest: RiskAssessment;
  overview: RiskOverview;
  memory: PrivateMemory;
  onUpdateAnswers: (mode: RiskMode) => void;
  isStarting: boolean;
  /** Arrived here from the questionnaire (just submitted): focus goes to the score. */
  focusOnMount: boolean;
}

type ResultsTab = 'results' | 'history';

/** Results · History, with the banners that concern both: stale answers and an open retake. */
export function ResultsTabs({
  latest,
  overview,
  memory,
  onUpdateAnswers,
  isStarting,
  focusOnMount,
}: ResultsTabsProps) {
  const [tab, setTab] = useState<ResultsTab>('results');
  return (
    <>
      {overview.staleSince ? (
        <StaleAnswersBanner onUpdate={() => onUpdateAnswers(latest.mode)} isStarting={isStarting} />
      ) : null}
      {overview.draft ? (
        <OpenDraftNotice
          draft={overview.draft}
          onContinue={() => onUpdateAnswers(overview.draft?.mode ?? latest.mode)}
        />
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value === 'history' ? 'history' : 'results')}
        mt="4"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="results">Results</Tabs.Trigger>
          <Tabs.Trigger value="history">History</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="results" pt="6">
          <RiskResults
            latest={latest}
            overview={overview}
            memory={memory}
            onUpdateAnswers={onUpdateAnswers}
            isStarting={isStarting}
            focusOnMount={focusOnMount}
          />
        </Tabs.Content>
        <Tabs.Content value="history" pt="6">
          <RiskHistoryPanel />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
