import { Container } from '@chakra-ui/react';
import { AboutRoute } from './dashboard/about';

/** The same About page for visitors who have not signed in (what Bulwark is, privacy, sources). */
export function PublicAboutRoute() {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <AboutRoute />
    </Container>
  );
}
