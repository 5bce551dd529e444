import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <Container maxW="xl" py="20">
      <title>Page not found · Bulwark Security</title>
      <Stack gap="4" align="start">
        <Text fontWeight="semibold" color="fg.muted">
          Error 404
        </Text>
        <Heading as="h1" size="3xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The address may be mistyped, or the page has moved.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.home}>Go to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
