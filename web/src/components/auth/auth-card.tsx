import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card that frames sign-in, registration and recovery pages. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px="4">
      <title>{`${title} · Bulwark Security`}</title>
      <Card.Root>
        <Card.Header>
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {description ? <Text color="fg.muted">{description}</Text> : null}
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer ? <Card.Footer>{footer}</Card.Footer> : null}
      </Card.Root>
    </Container>
  );
}
