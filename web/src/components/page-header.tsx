import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The h1 of a dashboard page, and the document title that goes with it. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <Stack gap="2" mb="8">
      <title>{`${title} · Bulwark Security`}</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" fontSize="lg">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
