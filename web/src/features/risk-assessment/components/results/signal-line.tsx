import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck, CircleSlash, TriangleAlert } from 'lucide-react';
import type { SignalView } from '../../lib/signals';

const TONE_STYLES = {
  good: { Icon: BadgeCheck, color: 'green.fg' },
  warning: { Icon: TriangleAlert, color: 'orange.fg' },
  neutral: { Icon: CircleSlash, color: 'fg.muted' },
} as const;

/**
 * One measured fact, always labelled with where it comes from (or why it is missing). A check
 * mark only for good news; a finding that costs points gets a warning sign and says so in words.
 */
export function SignalLine({ signal }: { signal: SignalView }) {
  const { Icon, color } = TONE_STYLES[signal.tone];
  return (
    <HStack as="li" gap="3" align="start" data-tone={signal.tone}>
      <Text as="span" color={color} pt="0.5" aria-hidden>
        <Icon size="18" />
      </Text>
      <Stack gap="0.5">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{signal.title}</Text>
          {signal.tone === 'warning' ? (
            <Badge colorPalette="orange" variant="surface">
              Needs attention
            </Badge>
          ) : null}
        </HStack>
        {signal.state === 'verified' ? (
          <Text>
            <Text
              as="span"
              color={signal.tone === 'good' ? 'green.fg' : 'fg.muted'}
              fontWeight="medium"
            >
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
