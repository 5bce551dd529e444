import {
  Alert,
  Box,
  Button,
  EmptyState,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { LineChart } from 'lucide-react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/get-error-message';
import { useRiskHistory } from '../../api/get-risk-history';
import { EventLegend } from './event-legend';
import { earlierModelVersions } from './history-events';
import { RiskHistoryExport } from './risk-history-export';
import { RiskHistoryTable } from './risk-history-table';
import { RiskTrendChart } from './risk-trend-chart';
import { WhatChangedSince } from './what-changed-since';

/** The score over time: chart, table, what changed, exports. Updates live as snapshots arrive. */
export function RiskHistoryPanel() {
  const headingId = useId();
  const history = useRiskHistory();
  const snapshots = history.data ?? [];

  return (
    <Stack as="section" gap="5" aria-labelledby={headingId}>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id={headingId}>
          Score history
        </Heading>
        {snapshots.length > 0 ? <RiskHistoryExport snapshots={snapshots} /> : null}
      </HStack>
      {history.isPending ? <Text color="fg.muted">Loading your score history…</Text> : null}
      {history.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{`The history could not be loaded. ${getErrorMessage(history.error)}`}</Alert.Title>
        </Alert.Root>
      ) : null}
      {history.isSuccess && snapshots.length === 0 ? <NoHistoryYet /> : null}
      {snapshots.length > 0 ? <HistoryViews snapshots={snapshots} /> : null}
    </Stack>
  );
}

function HistoryViews({ snapshots }: { snapshots: RiskSnapshot[] }) {
  return (
    <>
      <ModelVersionNote snapshots={snapshots} />
      <Stack gap="3">
        <RiskTrendChart snapshots={snapshots} />
        <EventLegend />
      </Stack>
      <CollapsibleTable snapshots={snapshots} />
      {snapshots.length > 1 ? <WhatChangedSince snapshots={snapshots} /> : null}
    </>
  );
}

function NoHistoryYet() {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" rounded="md">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LineChart aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title>No score history yet</EmptyState.Title>
        <EmptyState.Description>
          Your first point appears when you submit an assessment. After that, a point is added
          whenever your score changes: a breach found or fixed, a password check, two-step sign-in,
          an action marked done.
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Snapshots keep the model they were scored with; say so when the chart mixes versions. */
function ModelVersionNote({ snapshots }: { snapshots: readonly RiskSnapshot[] }) {
  const earlier = earlierModelVersions(snapshots);
  const latest = snapshots.at(-1)?.modelVersion;
  if (earlier.length === 0 || !latest) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>
        {`Scoring updated: earlier points used model ${earlier.join(', ')}; the latest uses model ${latest}. Earlier points are kept as they were scored. `}
        <Link asChild colorPalette="blue">
          <RouterLink to={paths.howWeScore}>How we score</RouterLink>
        </Link>
      </Alert.Description>
    </Alert.Root>
  );
}

/**
 * The table is always in the accessibility tree (the chart's alternative for screen readers);
 * the toggle only decides whether sighted readers see it too.
 */
function CollapsibleTable({ snapshots }: { snapshots: readonly RiskSnapshot[] }) {
  const tableId = useId();
  const [isShown, setShown] = useState(false);
  const table = <RiskHistoryTable snapshots={snapshots} caption="Score history, oldest first" />;
  return (
    <Stack gap="3" align="start">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={isShown}
        aria-controls={tableId}
        onClick={() => setShown(!isShown)}
      >
        {isShown ? 'Hide the data table' : 'Show the data table'}
      </Button>
      <Box id={tableId} w="full">
        {isShown ? table : <VisuallyHidden>{table}</VisuallyHidden>}
      </Box>
    </Stack>
  );
}
