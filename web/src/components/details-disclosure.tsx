import { Box, Button, Collapsible } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

interface DetailsDisclosureProps {
  /** What the trigger says; "Details" unless the page needs to tell two apart. */
  label?: string;
  children: ReactNode;
}

/**
 * Technical detail one click away (bits, exponents, standards, timings): pages say it in plain
 * words first and keep the figures here for those who want them. Closed by default.
 */
export function DetailsDisclosure({ label = 'Details', children }: DetailsDisclosureProps) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button
          variant="plain"
          size="xs"
          px="0"
          color="fg.muted"
          alignSelf="start"
          _expanded={{ '& svg': { transform: 'rotate(180deg)' } }}
        >
          <ChevronDown aria-hidden />
          {label}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box textStyle="sm" color="fg.muted" pt="1" pb="2">
          {children}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
