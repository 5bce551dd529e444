import { Field, Heading, List, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { RISK_CATEGORIES } from '@bulwark/contracts/risk-assessment/question-bank';
import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useId, useState } from 'react';
import { categoryChanges, changesSince, describeEvent, formatDelta } from './history-events';
import { formatDate, formatDateTime } from '@/lib/format-date';

interface WhatChangedSinceProps {
  /** Oldest first; at least two. */
  snapshots: readonly RiskSnapshot[];
}

/** Pick an earlier snapshot; see each event since with its score change, and the categories then vs now. */
export function WhatChangedSince({ snapshots }: WhatChangedSinceProps) {
  const headingId = useId();
  // From the first snapshot by default: the whole story, which the reader can then narrow.
  const [sinceIndex, setSinceIndex] = useState(0);
  const since = snapshots[sinceIndex];
  const latest = snapshots.at(-1);
  if (!since || !latest) return null;
  const changes = changesSince(snapshots, sinceIndex);

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Heading as="h3" size="md" id={headingId}>
        {`What changed since ${formatDate(since.computedAt)}`}
      </Heading>
      <Field.Root maxW="md">
        <Field.Label>Compare with</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={sinceIndex}
            onChange={(event) => setSinceIndex(Number(event.target.value))}
          >
            {snapshots.slice(0, -1).map((snapshot, index) => (
              <option key={snapshot.id} value={index}>
                {`${formatDateTime(snapshot.computedAt)} · ${snapshot.score} · ${describeEvent(snapshot)}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text>{`Score ${since.score} → ${latest.score} (${formatDelta(latest.score - since.score)}).`}</Text>
      <List.Root aria-label="Changes, oldest first" gap="1" ps="5">
        {changes.map(({ snapshot, delta, isModelChange }) => (
          <List.Item key={snapshot.id}>
            <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatDelta(delta)}
            </Text>{' '}
            {describeEvent(snapshot)}
            <Text as="span" color="fg.muted">{` · ${formatDate(snapshot.computedAt)}`}</Text>
            {isModelChange ? (
              <Text
                as="span"
                color="fg.muted"
              >{` · scoring updated to model ${snapshot.modelVersion}`}</Text>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
      <CategoryComparison since={since} latest={latest} />
    </Stack>
  );
}

function CategoryComparison({ since, latest }: { since: RiskSnapshot; latest: RiskSnapshot }) {
  const rows = categoryChanges(RISK_CATEGORIES, since, latest);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" pb="2">
          {`Category scores on ${formatDate(since.computedAt)} and now`}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Then</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Now</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>{row.label}</Table.Cell>
              <Table.Cell textAlign="end">{row.then ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end">{row.now ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end">
                {row.delta === null ? '—' : formatDelta(row.delta)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
