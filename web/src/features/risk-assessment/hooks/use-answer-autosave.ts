import type { RiskAssessment } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { riskOverviewQueryOptions } from '../api/get-risk-overview';
import { saveAnswers } from '../api/save-answers';
import { AutosaveQueue, type AutosaveSnapshot } from '../lib/autosave-queue';

/**
 * Autosave for one draft (the caller keys the component by draft id): every change is saved as it
 * happens; the snapshot says what is on its way and what failed.
 */
export function useAnswerAutosave(draft: RiskAssessment) {
  const queryClient = useQueryClient();
  const [snapshot, setSnapshot] = useState<AutosaveSnapshot>({
    draft,
    edits: {},
    status: 'idle',
    problem: null,
    mode: draft.mode,
  });
  const [queue] = useState(
    () =>
      new AutosaveQueue(draft, {
        save: saveAnswers,
        onChange: setSnapshot,
        onSaved: (saved) =>
          queryClient.setQueryData(riskOverviewQueryOptions().queryKey, (overview) =>
            overview ? { ...overview, draft: saved } : overview,
          ),
        onRefused: () =>
          void queryClient.invalidateQueries({ queryKey: riskOverviewQueryOptions().queryKey }),
      }),
  );

  // Another device's change arrives through the overview; local edits stay on top of it.
  useEffect(() => queue.setDraft(draft), [queue, draft]);
  useEffect(() => () => queue.flushPending(), [queue]);

  return {
    ...snapshot,
    setAnswer: queue.setAnswer,
    reconfirm: queue.reconfirm,
    setStep: queue.setStep,
    switchMode: queue.switchMode,
    saveNow: queue.saveNow,
  };
}
