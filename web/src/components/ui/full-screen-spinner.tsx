import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Covers the whole screen while the session is being checked, so no page renders too early. */
export function FullScreenSpinner() {
  return (
    <Center position="fixed" inset="0" zIndex="overlay" bg="bg" role="status">
      <Spinner size="xl" color="blue.solid" borderWidth="4px" />
      <VisuallyHidden>Checking your session</VisuallyHidden>
    </Center>
  );
}
