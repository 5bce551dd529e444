import { Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** A titled part of the printed report; kept with its heading across page breaks. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} className="risk-report-section">
      <Heading as="h2" size="lg" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
