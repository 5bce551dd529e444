import { Button, HStack, Text } from '@chakra-ui/react';
import type { SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { useState } from 'react';
import { useResolveMany } from '../api/update-saved-breach';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { countSteps, openSteps } from '../lib/step-progress';
import { ConfirmFixDialog } from './confirm-fix-dialog';

interface BulkResolveButtonProps {
  chosen: SavedBreach[];
  onResolved: (resolved: SavedBreach[]) => void;
}

/** "Bulk resolve": marks every selected breach fixed in one call, asking first if steps are open. */
export function BulkResolveButton({ chosen, onResolved }: BulkResolveButtonProps) {
  const resolveMany = useResolveMany();
  const flight = useSingleFlight();
  const [isAsking, setAsking] = useState(false);
  const open = chosen.reduce((count, item) => count + openSteps(item.steps).length, 0);
  const breaches = chosen.length === 1 ? '1 breach' : `${chosen.length} breaches`;

  function apply() {
    void flight.run(async () => {
      const resolved = await mutateSettled(
        resolveMany,
        chosen.map((item) => item.id),
      );
      if (!resolved) return;
      setAsking(false);
      onResolved(resolved.data);
    });
  }

  return (
    <HStack>
      <Button
        size="sm"
        colorPalette="blue"
        disabled={chosen.length === 0 || resolveMany.isPending}
        loading={resolveMany.isPending && !isAsking}
        onClick={() => (open > 0 ? setAsking(true) : apply())}
      >
        Mark {chosen.length || ''} selected fixed
      </Button>
      <ConfirmFixDialog
        isOpen={isAsking}
        title={`Mark ${breaches} fixed with ${countSteps(open)} still open?`}
        isPending={resolveMany.isPending}
        onConfirm={apply}
        onCancel={() => setAsking(false)}
      >
        <Text>
          {chosen
            .map(
              (item) =>
                `${item.breach.title}: ${openSteps(item.steps).length} of ${item.steps.length} open`,
            )
            .join('; ')}
          .
        </Text>
      </ConfirmFixDialog>
    </HStack>
  );
}
