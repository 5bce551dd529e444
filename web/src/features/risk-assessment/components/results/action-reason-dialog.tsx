import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { RankedAction } from '@bulwark/contracts/risk-assessment/model-types';
import { useId, useState, type FormEvent } from 'react';
import {
  notApplicableReason,
  reasonProblem,
  type NotApplicableReasonId,
} from '../../lib/action-reasons';
import { AcceptReasonField, NotApplicableReasonFields } from './action-reason-fields';

export type ReasonDecision = 'accepted' | 'na';

interface ActionReasonDialogProps {
  request: { action: RankedAction; decision: ReasonDecision } | null;
  onConfirm: (action: RankedAction, decision: ReasonDecision, reason: string) => void;
  onClose: () => void;
}

const COPY = {
  accepted: {
    title: (title: string) => `Accept the risk: ${title}`,
    effect:
      'It stays in your score as it is and leaves your list of actions. You can reopen it at any time.',
    confirm: 'Accept the risk',
  },
  na: {
    title: (title: string) => `Not applicable: ${title}`,
    effect:
      'Its questions leave your score (they count neither for nor against you). You can reopen it at any time.',
    confirm: 'Mark not applicable',
  },
} as const;

/** Accept risk or not applicable: both need a reason, so the list stays honest (and reviewable). */
export function ActionReasonDialog({ request, onConfirm, onClose }: ActionReasonDialogProps) {
  return (
    <Dialog.Root
      open={request !== null}
      lazyMount
      unmountOnExit
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {request ? (
              <ReasonForm
                key={`${request.action.id}-${request.decision}`}
                {...request}
                onConfirm={onConfirm}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ReasonFormProps {
  action: RankedAction;
  decision: ReasonDecision;
  onConfirm: ActionReasonDialogProps['onConfirm'];
}

function ReasonForm({ action, decision, onConfirm }: ReasonFormProps) {
  const formId = useId();
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<NotApplicableReasonId | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const copy = COPY[decision];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (decision === 'na' && choice === null) return setProblem('Choose a reason.');
    const reason = decision === 'na' && choice ? notApplicableReason(choice, text) : text.trim();
    const found = reasonProblem(reason);
    if (found) return setProblem(found);
    onConfirm(action, decision, reason);
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{copy.title(action.title)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text mb="4" textStyle="sm" color="fg.muted">
          {copy.effect}
        </Text>
        <form id={formId} onSubmit={submit} noValidate>
          {decision === 'accepted' ? (
            <AcceptReasonField value={text} onChange={setText} problem={problem} />
          ) : (
            <NotApplicableReasonFields
              choice={choice}
              onChoiceChange={setChoice}
              detail={text}
              onDetailChange={setText}
              problem={problem}
            />
          )}
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form={formId} colorPalette="blue">
          {copy.confirm}
        </Button>
      </Dialog.Footer>
    </>
  );
}
