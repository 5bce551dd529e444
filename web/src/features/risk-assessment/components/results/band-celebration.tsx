import { Alert, Box } from '@chakra-ui/react';
import { PartyPopper } from 'lucide-react';

/**
 * A small, short-lived cheer when the band improves. The icon's bounce stops for anyone who asked
 * their system for less motion; the message itself is a polite status update.
 */
export function BandCelebration({ bandLabel }: { bandLabel: string }) {
  return (
    <Alert.Root status="success" role="status">
      <Box
        as="span"
        display="inline-flex"
        animation="bounce 1s ease-in-out 2"
        _motionReduce={{ animation: 'none' }}
        aria-hidden
      >
        <PartyPopper />
      </Box>
      <Alert.Content>
        <Alert.Title>Well done: you moved up to “{bandLabel}”.</Alert.Title>
        <Alert.Description>
          Every step you take shows in your score straight away.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
