import { Button, Stack, Text } from '@chakra-ui/react';
import type { RankedAction } from '@bulwark/contracts/risk-assessment/model-types';
import { useState } from 'react';
import { groupActions, TOP_ACTION_COUNT } from '../../lib/action-groups';
import { ActionCard, type ActionDecision } from './action-card';
import { ActionReasonDialog, type ReasonDecision } from './action-reason-dialog';
import { ClosedActionsList } from './closed-actions-list';
import { ConfirmDoneDialog } from './confirm-done-dialog';

export interface ActionStateChange {
  actionId: RankedAction['id'];
  status: 'open' | ActionDecision;
  reason: string | null;
}

interface ActionListProps {
  actions: RankedAction[];
  onChange: (change: ActionStateChange) => void;
}

/** The top five steps by points gained, the rest on request, and the ones already dealt with. */
export function ActionList({ actions, onChange }: ActionListProps) {
  const [showAll, setShowAll] = useState(false);
  const [confirming, setConfirming] = useState<RankedAction | null>(null);
  const [asking, setAsking] = useState<{ action: RankedAction; decision: ReasonDecision } | null>(
    null,
  );
  const { open, closed } = groupActions(actions);
  const shown = showAll ? open : open.slice(0, TOP_ACTION_COUNT);
  const hiddenCount = open.length - shown.length;

  function decide(action: RankedAction, decision: ActionDecision) {
    if (decision === 'done') setConfirming(action);
    else setAsking({ action, decision });
  }

  return (
    <Stack gap="4">
      {open.length === 0 ? (
        <Text color="fg.muted">Nothing left to do: every action is done or set aside.</Text>
      ) : null}
      <Stack
        as="ol"
        gap="3"
        listStyleType="none"
        aria-label={showAll ? 'All open actions' : 'Top actions'}
      >
        {shown.map((action) => (
          <ActionCard key={action.id} action={action} onDecide={decide} />
        ))}
      </Stack>
      {hiddenCount > 0 || showAll ? (
        <Button
          variant="outline"
          alignSelf="start"
          onClick={() => setShowAll((value) => !value)}
          aria-expanded={showAll}
        >
          {showAll ? 'Show the top 5 only' : `See all actions (${hiddenCount} more)`}
        </Button>
      ) : null}
      <ClosedActionsList
        actions={closed}
        onReopen={(action) => onChange({ actionId: action.id, status: 'open', reason: null })}
      />
      <ConfirmDoneDialog
        action={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={(action) => {
          setConfirming(null);
          onChange({ actionId: action.id, status: 'done', reason: null });
        }}
      />
      <ActionReasonDialog
        request={asking}
        onClose={() => setAsking(null)}
        onConfirm={(action, decision, reason) => {
          setAsking(null);
          onChange({ actionId: action.id, status: decision, reason });
        }}
      />
    </Stack>
  );
}
