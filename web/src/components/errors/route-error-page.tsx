import { Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Shown when a page fails to render or its code fails to load (often a new release replaced
 * the old files): reloading fetches the current version.
 */
export function RouteErrorPage() {
  return (
    <Container as="main" maxW="xl" py="20">
      <title>Something went wrong · Bulwark Security</title>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">
          This page could not be shown. Reloading usually fixes it; your data is safe.
        </Text>
        <HStack gap="4">
          <Button colorPalette="blue" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Link asChild colorPalette="blue">
            <RouterLink to={paths.home}>Go to the home page</RouterLink>
          </Link>
        </HStack>
      </Stack>
    </Container>
  );
}
