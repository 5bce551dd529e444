import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface ResultsSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled region of the results, named by its heading for landmark navigation. */
export function ResultsSection({ title, description, children }: ResultsSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
