import type {
  RiskSnapshot,
  SnapshotTrigger,
} from '@bulwark/contracts/schemas/risk-assessment.schema';

/** The six marker shapes on the chart: each trigger belongs to one. */
export const HISTORY_EVENT_KINDS = [
  'breach-found',
  'breach-fixed',
  'assessment',
  'password-check',
  'two-factor',
  'action',
] as const;
export type HistoryEventKind = (typeof HISTORY_EVENT_KINDS)[number];

export const HISTORY_EVENT_KIND_LABELS: Record<HistoryEventKind, string> = {
  'breach-found': 'Breach found or monitoring changed',
  'breach-fixed': 'Breach fixed',
  assessment: 'Assessment submitted',
  'password-check': 'Password check',
  'two-factor': 'Two-step sign-in',
  action: 'Action marked',
};

interface TriggerDescription {
  kind: HistoryEventKind;
  /** What happened; the snapshot's detail (a breach or action title) follows after a colon. */
  text: string;
}

// A Record over the contract's union: a new trigger fails type-checking here until it is described.
const TRIGGERS: Record<SnapshotTrigger, TriggerDescription> = {
  'assessment-submitted': { kind: 'assessment', text: 'Assessment submitted' },
  'breach-found': { kind: 'breach-found', text: 'New breach found' },
  'breach-saved': { kind: 'breach-found', text: 'Breach saved' },
  'breach-reopened': { kind: 'breach-found', text: 'Breach reopened' },
  'breach-removed': { kind: 'breach-found', text: 'Breach removed from saved breaches' },
  'address-verified': { kind: 'breach-found', text: 'Monitored address verified' },
  'address-removed': { kind: 'breach-found', text: 'Monitored address removed' },
  'breach-fixed': { kind: 'breach-fixed', text: 'Breach fixed' },
  'password-check-recorded': { kind: 'password-check', text: 'Password check recorded' },
  'password-check-removed': { kind: 'password-check', text: 'Password check removed' },
  'two-factor-on': { kind: 'two-factor', text: 'Two-step sign-in turned on' },
  'two-factor-off': { kind: 'two-factor', text: 'Two-step sign-in turned off' },
  'passkey-added': { kind: 'two-factor', text: 'Passkey added' },
  'passkey-removed': { kind: 'two-factor', text: 'Passkey removed' },
  'action-done': { kind: 'action', text: 'Action done' },
  'action-accepted': { kind: 'action', text: 'Risk accepted' },
  'action-not-applicable': { kind: 'action', text: 'Marked not applicable' },
  'action-reopened': { kind: 'action', text: 'Action reopened' },
};

export function eventKindOf(snapshot: Pick<RiskSnapshot, 'trigger'>): HistoryEventKind {
  return TRIGGERS[snapshot.trigger].kind;
}

/** "Breach fixed: ShopCo", "Two-step sign-in turned on". */
export function describeEvent(snapshot: Pick<RiskSnapshot, 'trigger' | 'detail'>): string {
  const { text } = TRIGGERS[snapshot.trigger];
  return snapshot.detail ? `${text}: ${snapshot.detail}` : text;
}

/** "+7", "−5" (a true minus sign), "±0". */
export function formatDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `−${Math.abs(delta)}`;
  return '±0';
}

export interface HistoryChange {
  snapshot: RiskSnapshot;
  /** Score change from the snapshot before it. */
  delta: number;
  /** The scoring model changed at this point, so part of the delta may be the new weights. */
  isModelChange: boolean;
}

/** Every snapshot after `sinceIndex`, each with its change from the one before. */
export function changesSince(
  snapshots: readonly RiskSnapshot[],
  sinceIndex: number,
): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (let index = sinceIndex + 1; index < snapshots.length; index += 1) {
    const previous = snapshots[index - 1];
    const snapshot = snapshots[index];
    if (!previous || !snapshot) continue;
    changes.push({
      snapshot,
      delta: snapshot.score - previous.score,
      isModelChange: snapshot.modelVersion !== previous.modelVersion,
    });
  }
  return changes;
}

export interface CategoryChange {
  id: string;
  label: string;
  then: number | null;
  now: number | null;
  /** null when either side had nothing applicable in that category. */
  delta: number | null;
}

/** Category scores then vs now, in the model's category order. */
export function categoryChanges(
  categories: readonly { id: string; label: string }[],
  then: RiskSnapshot,
  now: RiskSnapshot,
): CategoryChange[] {
  return categories.map(({ id, label }) => {
    const before = roundOrNull(then.categoryScores[id]);
    const after = roundOrNull(now.categoryScores[id]);
    return {
      id,
      label,
      then: before,
      now: after,
      delta: before === null || after === null ? null : after - before,
    };
  });
}

function roundOrNull(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value);
}

/** Model versions older snapshots used, oldest first, without the latest snapshot's own. */
export function earlierModelVersions(snapshots: readonly RiskSnapshot[]): string[] {
  const latest = snapshots.at(-1)?.modelVersion;
  return [...new Set(snapshots.map((snapshot) => snapshot.modelVersion))].filter(
    (version) => version !== latest,
  );
}
