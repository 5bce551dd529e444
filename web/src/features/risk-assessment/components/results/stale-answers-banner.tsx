import { Alert, Button } from '@chakra-ui/react';

interface StaleAnswersBannerProps {
  onUpdate: () => void;
  isStarting: boolean;
}

/** Shown while an answer the score uses is over 180 days old (overview.staleSince). */
export function StaleAnswersBanner({ onUpdate, isStarting }: StaleAnswersBannerProps) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Some of your answers are over 6 months old — update them</Alert.Title>
        <Alert.Description>
          Habits change. Old answers still count, but your confidence drops until you re-confirm
          them.
        </Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="surface"
        colorPalette="orange"
        onClick={onUpdate}
        loading={isStarting}
        alignSelf="center"
      >
        Update my answers
      </Button>
    </Alert.Root>
  );
}
