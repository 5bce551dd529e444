import { Button, HStack, Text } from '@chakra-ui/react';
import { Check, CloudOff, Loader } from 'lucide-react';
import type { SaveStatus as Status } from '../../lib/autosave-queue';

interface SaveStatusProps {
  status: Status;
  problem: string | null;
  onRetry: () => void;
}

/** Where the answers are: saving, saved, or kept here while the save is retried. Announced politely. */
export function SaveStatus({ status, problem, onRetry }: SaveStatusProps) {
  return (
    <HStack gap="2" textStyle="sm" color="fg.muted" role="status" minH="8" wrap="wrap">
      {status === 'idle' ? <Text>Answers save as you go.</Text> : null}
      {status === 'saving' ? (
        <>
          <Loader aria-hidden size="14" />
          <Text>Saving…</Text>
        </>
      ) : null}
      {status === 'saved' ? (
        <>
          <Check aria-hidden size="14" />
          <Text>Saved</Text>
        </>
      ) : null}
      {status === 'failed' ? (
        <>
          <CloudOff aria-hidden size="14" />
          <Text color="fg.error">
            Not saved yet{problem ? ` (${problem})` : ''}. Your answers are kept on this page and we
            keep trying.
          </Text>
          <Button size="xs" variant="outline" onClick={onRetry}>
            Retry now
          </Button>
        </>
      ) : null}
    </HStack>
  );
}
