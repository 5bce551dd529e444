import { Table } from '@chakra-ui/react';
import { RISK_BANDS } from '@bulwark/contracts/risk-assessment/bands';
import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { describeEvent, formatDelta } from './history-events';
import { formatDateTime } from '@/lib/format-date';

interface RiskHistoryTableProps {
  snapshots: readonly RiskSnapshot[];
  caption: string;
}

function bandLabel(snapshot: RiskSnapshot): string {
  const band = RISK_BANDS.find((candidate) => candidate.id === snapshot.band);
  return band ? `${band.icon} ${band.label}` : snapshot.band;
}

/** Every snapshot as a row: the chart's content for screen readers, and for print. */
export function RiskHistoryTable({ snapshots, caption }: RiskHistoryTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" pb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
            <Table.ColumnHeader>Band</Table.ColumnHeader>
            <Table.ColumnHeader>Event</Table.ColumnHeader>
            <Table.ColumnHeader>Model</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {snapshots.map((snapshot, index) => {
            const previous = snapshots[index - 1];
            return (
              <Table.Row key={snapshot.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(snapshot.computedAt)}</Table.Cell>
                <Table.Cell textAlign="end">{snapshot.score}</Table.Cell>
                <Table.Cell textAlign="end">
                  {previous ? formatDelta(snapshot.score - previous.score) : '—'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{bandLabel(snapshot)}</Table.Cell>
                <Table.Cell>{describeEvent(snapshot)}</Table.Cell>
                <Table.Cell>{snapshot.modelVersion}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
