import { Box, Button, Collapsible, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChartBarBig } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorNotice } from '@/components/errors/query-error-notice';
import { DashboardCard } from '@/components/dashboard-card';
import { SectionSkeleton } from '@/components/section-skeleton';
import { useExposureSummary } from '../api/get-exposure-summary';

/** Enough rows to read at 375 px without scrolling past the card; the rest on request. */
const ROWS_SHOWN = 6;

function byCountThenName(
  [nameA, countA]: [string, number],
  [nameB, countB]: [string, number],
): number {
  return countB - countA || nameA.localeCompare(nameB);
}

/** One kind of data: its name, how many open breaches exposed it, and a bar out of all of them. */
function ExposureRow({ name, count, of }: { name: string; count: number; of: number }) {
  return (
    <Stack as="li" gap="1">
      <HStack justify="space-between" gap="3" textStyle="sm">
        <Text minW="0">{name}</Text>
        <Text fontWeight="semibold" flexShrink={0}>
          {count}
          <VisuallyHidden>{` of ${of} open ${of === 1 ? 'breach' : 'breaches'}`}</VisuallyHidden>
        </Text>
      </HStack>
      <Box h="2" rounded="full" bg="bg.muted" aria-hidden>
        <Box
          h="full"
          rounded="full"
          bg="orange.solid"
          width={`${Math.round((count / Math.max(of, 1)) * 100)}%`}
        />
      </Box>
    </Stack>
  );
}

function AboutTheseNumbers() {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="plain" size="xs" px="0" colorPalette="blue" alignSelf="start">
          About these numbers
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Text textStyle="sm" color="fg.muted" pt="1">
          Each kind of data counts once per breach that still needs action, across every breach on
          your list (found for your verified addresses or saved by you). If two open breaches
          exposed your password, Passwords shows 2. Fixed breaches are not counted. The kinds come
          from the breach catalog.
        </Text>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** What was exposed, by kind of data, across the breaches still open: the exposure summary. */
export function ExposureFigures() {
  const summary = useExposureSummary();
  const [showAll, setShowAll] = useState(false);
  let body;
  if (summary.isPending) body = <SectionSkeleton label="Loading what was exposed" height="40" />;
  else if (summary.isError) {
    body = (
      <QueryErrorNotice
        title="What was exposed could not be loaded."
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  } else {
    const { actionNeeded, openSteps, exposedDataClasses } = summary.data;
    const rows = Object.entries(exposedDataClasses).sort(byCountThenName);
    const shown = showAll ? rows : rows.slice(0, ROWS_SHOWN);
    body =
      rows.length === 0 ? (
        <Text color="fg.muted">
          Nothing exposed in an open breach. When a breach needs action, what it exposed shows here.
        </Text>
      ) : (
        <Stack gap="4">
          <Text textStyle="sm" color="fg.muted">
            {`Across ${actionNeeded} open ${actionNeeded === 1 ? 'breach' : 'breaches'}, with ${openSteps} ${openSteps === 1 ? 'step' : 'steps'} left to take.`}
          </Text>
          <Stack
            as="ul"
            gap="3"
            listStyleType="none"
            aria-label="Exposed data by kind, most often first"
          >
            {shown.map(([name, count]) => (
              <ExposureRow key={name} name={name} count={count} of={actionNeeded} />
            ))}
          </Stack>
          {rows.length > ROWS_SHOWN ? (
            <Button
              variant="outline"
              size="xs"
              alignSelf="start"
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
            >
              {showAll ? 'Show fewer' : `Show all ${rows.length} kinds`}
            </Button>
          ) : null}
          <AboutTheseNumbers />
        </Stack>
      );
  }
  return (
    <DashboardCard id="exposure-figures" title="What was exposed" icon={ChartBarBig}>
      {body}
    </DashboardCard>
  );
}
