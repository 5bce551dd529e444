import { HStack, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck, CircleSlash } from 'lucide-react';
import type { SignalView } from '../../lib/signals';

/** One measured fact, always labelled with where it comes from (or why it is missing). */
export function SignalLine({ signal }: { signal: SignalView }) {
  const isVerified = signal.state === 'verified';
  const Icon = isVerified ? BadgeCheck : CircleSlash;
  return (
    <HStack as="li" gap="3" align="start">
      <Text as="span" color={isVerified ? 'green.fg' : 'fg.muted'} pt="0.5" aria-hidden>
        <Icon size="18" />
      </Text>
      <Stack gap="0.5">
        <Text fontWeight="semibold">{signal.title}</Text>
        {isVerified ? (
          <Text>
            <Text as="span" color="green.fg" fontWeight="medium">
              Verified by Bulwark:
            </Text>{' '}
            {signal.summary}
          </Text>
        ) : (
          <Text color="fg.muted">
            {signal.state === 'unavailable'
              ? 'Not available — left out of the score.'
              : 'Not applicable (you set it aside) — left out of the score.'}{' '}
            {signal.summary}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
