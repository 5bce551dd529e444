import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface HowWeScoreSectionProps {
  /** The fragment the contents list links to. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One h2 part of the page, reachable from the contents list. */
export function HowWeScoreSection({ id, title, children }: HowWeScoreSectionProps) {
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Heading as="h2" size="xl" id={id} scrollMarginTop="4">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
