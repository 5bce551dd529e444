import { Table, Text } from '@chakra-ui/react';
import { RISK_BANDS } from '@bulwark/contracts/risk-assessment/bands';
import { HowWeScoreSection } from './how-we-score-section';

/** Each band from its floor up to the next band's floor minus one. */
function bandRows() {
  const highestFirst = [...RISK_BANDS].sort((a, b) => b.min - a.min);
  return highestFirst.map((band, index) => ({
    band,
    highest: index === 0 ? 100 : (highestFirst[index - 1]?.min ?? 101) - 1,
  }));
}

export function BandsSection() {
  return (
    <HowWeScoreSection id="bands" title="Risk bands">
      <Text>
        Each score falls in a band, always shown with its icon and name, never by colour alone.
      </Text>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Band</Table.ColumnHeader>
            <Table.ColumnHeader>Scores</Table.ColumnHeader>
            <Table.ColumnHeader>What it means</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bandRows().map(({ band, highest }) => (
            <Table.Row key={band.id}>
              <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                <span aria-hidden="true">{band.icon}</span> {band.label}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{`${band.min}–${highest}`}</Table.Cell>
              <Table.Cell>{band.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </HowWeScoreSection>
  );
}
