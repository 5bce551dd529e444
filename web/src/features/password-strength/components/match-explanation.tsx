import { Badge, Code, List, Stack, Text } from '@chakra-ui/react';
import { DetailsDisclosure } from '@/components/details-disclosure';
import type { MatchKind, MatchSegment } from '../lib/strength-report';

const KIND_LABELS: Record<MatchKind, string> = {
  dictionary: 'Dictionary word',
  l33t: 'Look-alike swaps',
  reversed: 'Reversed word',
  date: 'Date',
  sequence: 'Sequence',
  repeat: 'Repeat',
  spatial: 'Keyboard pattern',
  bruteforce: 'Brute force',
  year: 'Year',
  separator: 'Separator',
  'word sequence': 'Word sequence',
};

/** Why: how zxcvbn split the password and what made each part guessable; the guess counts behind Details. */
export function MatchExplanation({ segments }: { segments: MatchSegment[] }) {
  return (
    <Stack gap="2">
      <List.Root variant="plain" gap="3" aria-label="How the password was read">
        {segments.map((segment) => (
          <List.Item key={`${segment.i}-${segment.j}`}>
            <Stack gap="1">
              <Text>
                <Code wordBreak="break-all">{segment.token}</Code>{' '}
                <Badge colorPalette={segment.kind === 'bruteforce' ? 'gray' : 'orange'}>
                  {KIND_LABELS[segment.kind]}
                </Badge>
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {segment.detail}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
      <DetailsDisclosure>
        {`Guesses for each part by zxcvbn-ts’s estimate: ${segments
          .map((segment) => `“${segment.token}” about 10^${segment.guessesLog10.toFixed(1)}`)
          .join(', ')}.`}
      </DetailsDisclosure>
    </Stack>
  );
}
