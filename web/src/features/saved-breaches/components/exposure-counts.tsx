import { HStack, Progress, Stat } from '@chakra-ui/react';
import type { ExposureCounts as Counts } from '../lib/next-step';

const FIGURES = [
  { key: 'found', label: 'Found' },
  { key: 'toFix', label: 'To fix' },
  { key: 'fixed', label: 'Fixed' },
] as const;

/** Found, to fix and fixed, and how far through the list the person is. */
export function ExposureCounts({ counts }: { counts: Counts }) {
  const percent = counts.found === 0 ? 0 : Math.round((counts.fixed / counts.found) * 100);
  return (
    <>
      <HStack gap={{ base: '6', md: '10' }} wrap="wrap">
        {FIGURES.map(({ key, label }) => (
          <Stat.Root key={key} flex="0 0 auto" minW="16">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{counts[key]}</Stat.ValueText>
          </Stat.Root>
        ))}
      </HStack>
      <Progress.Root value={percent} size="sm" colorPalette="green" maxW="md">
        <Progress.Label textStyle="sm" mb="1.5">
          {`${counts.fixed} of ${counts.found} ${counts.found === 1 ? 'breach' : 'breaches'} fixed`}
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </>
  );
}
