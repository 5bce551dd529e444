import { Card, HStack, Heading, Stack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type BannerTone = 'orange' | 'green' | 'yellow' | 'blue' | 'gray';

interface ExposureBannerShellProps {
  tone: BannerTone;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

export const EXPOSURE_HEADING_ID = 'exposure-status';

/**
 * The frame every state of the exposure headline shares. It stays mounted while the state
 * changes, so its polite live heading announces the new state ("Checking…" → "No breaches
 * found") without moving the focus.
 */
export function ExposureBannerShell({
  tone,
  icon: Icon,
  title,
  children,
}: ExposureBannerShellProps) {
  return (
    <Card.Root
      as="section"
      aria-labelledby={EXPOSURE_HEADING_ID}
      variant="outline"
      borderTopWidth="4px"
      borderTopColor={`${tone}.solid`}
    >
      <Card.Body gap="5">
        <HStack gap="3" align="start">
          <Stack color={`${tone}.fg`} pt="1" flexShrink={0}>
            <Icon aria-hidden size={24} />
          </Stack>
          <Heading
            as="h2"
            size={{ base: 'lg', md: 'xl' }}
            id={EXPOSURE_HEADING_ID}
            aria-live="polite"
            minW="0"
          >
            {title}
          </Heading>
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
