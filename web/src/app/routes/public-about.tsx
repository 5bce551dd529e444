import { Container, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AboutRoute } from './dashboard/about';

/** The same About page for visitors who have not signed in (what Bulwark is, privacy, sources). */
export function PublicAboutRoute() {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <AboutRoute />
      <Text mt="8">
        The risk score is worked out in the open:{' '}
        <Link asChild colorPalette="blue">
          <RouterLink to={paths.howWeScore}>How we score</RouterLink>
        </Link>{' '}
        shows every question, weight and cap.
      </Text>
    </Container>
  );
}
