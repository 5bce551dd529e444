import { Alert, Button, HStack } from '@chakra-ui/react';
import type { RiskAssessment } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { useDiscardDraft } from '../../api/discard-draft';

interface OpenDraftNoticeProps {
  draft: RiskAssessment;
  onContinue: () => void;
}

/** A retake is open (maybe on another device): carry on, or drop it and keep the score as it is. */
export function OpenDraftNotice({ draft, onContinue }: OpenDraftNoticeProps) {
  const discard = useDiscardDraft();
  const flight = useSingleFlight();

  function discardChanges() {
    void flight.run(async () => {
      await mutateSettled(discard, draft.id);
    });
  }
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You have unsubmitted changes to your answers.</Alert.Title>
        <Alert.Description>
          The score below still uses your last submitted answers until you submit the changes.
        </Alert.Description>
        <HStack gap="2" mt="2" wrap="wrap">
          <Button size="sm" colorPalette="blue" onClick={onContinue}>
            Continue updating my answers
          </Button>
          <Button size="sm" variant="ghost" loading={flight.isPending} onClick={discardChanges}>
            Discard the changes
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
