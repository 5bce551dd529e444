import { Button, List, Text } from '@chakra-ui/react';
import type { SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { useState } from 'react';
import { useSetStatus } from '../api/update-saved-breach';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { countSteps, openSteps } from '../lib/step-progress';
import { ConfirmFixDialog } from './confirm-fix-dialog';

/** "Mark fixed" (asking first while steps are open) or, once fixed, "Reopen". */
export function MarkFixedButton({
  saved,
  onStatusChange,
}: {
  saved: SavedBreach;
  onStatusChange: (updated: SavedBreach) => void;
}) {
  const setStatus = useSetStatus();
  const flight = useSingleFlight();
  const [isAsking, setAsking] = useState(false);
  const { title } = saved.breach;
  const open = openSteps(saved.steps);
  const isFixed = saved.status === 'fixed';

  function apply() {
    // The promise, not mutate's per-call onSuccess: the answer moves this breach to the other tab,
    // which unmounts this button, and React Query drops per-call callbacks of unmounted callers.
    void flight.run(async () => {
      const updated = await mutateSettled(setStatus, {
        id: saved.id,
        status: isFixed ? 'action-needed' : 'fixed',
      });
      if (!updated) return;
      setAsking(false);
      onStatusChange(updated.data);
    });
  }

  if (isFixed) {
    return (
      <Button
        size="sm"
        variant="outline"
        aria-label={`Reopen ${title}`}
        loading={setStatus.isPending}
        onClick={apply}
      >
        Reopen
      </Button>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="green"
        aria-label={`Mark fixed: ${title}`}
        loading={setStatus.isPending && !isAsking}
        disabled={setStatus.isPending}
        onClick={() => (open.length > 0 ? setAsking(true) : apply())}
      >
        Mark fixed
      </Button>
      <ConfirmFixDialog
        isOpen={isAsking}
        title={`Mark ${title} fixed with ${countSteps(open.length)} still open?`}
        isPending={setStatus.isPending}
        onConfirm={apply}
        onCancel={() => setAsking(false)}
      >
        <Text>
          {open.length} of {saved.steps.length} steps {open.length === 1 ? 'is' : 'are'} not done
          yet:
        </Text>
        <List.Root ps="5" mt="1">
          {open.map((step) => (
            <List.Item key={step.id}>{step.label}</List.Item>
          ))}
        </List.Root>
      </ConfirmFixDialog>
    </>
  );
}
