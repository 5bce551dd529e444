import { Alert, Button, Stack } from '@chakra-ui/react';
import { getErrorMessage } from '@/lib/get-error-message';

interface QueryErrorNoticeProps {
  /** What could not be loaded, as a sentence: "Your alerts could not be loaded." */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A section's own "could not load" state: what failed, why, and a way to try again. */
export function QueryErrorNotice({ title, error, onRetry }: QueryErrorNoticeProps) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{getErrorMessage(error)}</Alert.Description>
        <Button size="sm" variant="outline" alignSelf="start" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert.Root>
  );
}
