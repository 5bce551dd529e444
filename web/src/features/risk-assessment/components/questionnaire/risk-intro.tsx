import { Button, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { RiskMode } from '@bulwark/contracts/risk-assessment/model-types';
import { QUESTION_COUNTS } from '@bulwark/contracts/risk-assessment/question-bank';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const MODES = [
  {
    mode: 'quick',
    title: 'Quick check',
    length: `about 3 minutes (${QUESTION_COUNTS.quick} questions)`,
    start: 'Start the quick check',
  },
  {
    mode: 'full',
    title: 'Full assessment',
    // Skip logic may hide a few: "up to".
    length: `about 8 minutes (up to ${QUESTION_COUNTS.full} questions)`,
    start: 'Start the full assessment',
  },
] as const;

interface RiskIntroProps {
  onStart: (mode: RiskMode) => void;
  /** The mode being opened right now, to show which button is busy. */
  startingMode: RiskMode | null;
}

/** Ten seconds to read: how long, what happens to the answers, and where the maths is published. */
export function RiskIntro({ onStart, startingMode }: RiskIntroProps) {
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {MODES.map((option) => (
          <Card.Root key={option.mode} variant="outline">
            <Card.Body gap="2">
              <Heading as="h2" size="lg">
                {option.title}
              </Heading>
              <Text color="fg.muted">{option.length}</Text>
              {option.mode === 'quick' ? (
                <Text textStyle="sm">
                  The questions that matter most. You can switch to the full assessment at any time.
                </Text>
              ) : (
                <Text textStyle="sm">
                  Every question, for a score you can be more confident in.
                </Text>
              )}
            </Card.Body>
            <Card.Footer>
              <Button
                colorPalette={option.mode === 'quick' ? 'blue' : 'gray'}
                variant={option.mode === 'quick' ? 'solid' : 'outline'}
                loading={startingMode === option.mode}
                disabled={startingMode !== null}
                onClick={() => onStart(option.mode)}
              >
                {option.start}
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text>
        Answers save as you go · skip anything ·{' '}
        <Link asChild colorPalette="blue" variant="underline">
          <RouterLink to={paths.howWeScore}>here is exactly how we score</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
