import { Alert, Button } from '@chakra-ui/react';

interface StaleAnswersBannerProps {
  onUpdate: () => void;
  isStarting: boolean;
}

/** Shown once the weekly check found the answers older than 180 days (overview.staleSince). */
export function StaleAnswersBanner({ onUpdate, isStarting }: StaleAnswersBannerProps) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your answers are over 6 months old — update them</Alert.Title>
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
