import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Shown in place of a page while its code loads. */
export function PageSpinner() {
  return (
    <Center minH="50vh" role="status">
      <Spinner size="lg" color="blue.solid" borderWidth="3px" />
      <VisuallyHidden>Loading page</VisuallyHidden>
    </Center>
  );
}
