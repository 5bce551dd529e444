import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import {
  ATTACK_SCENARIOS,
  type AttackScenario,
  averageCrackSeconds,
  formatCrackTime,
} from '../lib/crack-time';

interface EntropySummaryProps {
  entropyBits: number;
  isExact: boolean;
}

/** What the exact entropy means: average time to find the password under each attack. */
export function EntropySummary({ entropyBits, isExact }: EntropySummaryProps) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        What {entropyBits.toFixed(1)} bits means
      </Heading>
      <Text color="fg.muted">
        {isExact
          ? `These settings can produce 2^${entropyBits.toFixed(1)} different passwords, all equally likely; only passwords that meet every setting are counted. An attacker who knows the settings still has to try half of them on average.`
          : `At most 2^${entropyBits.toFixed(1)} passphrases: a separator containing letters can make two different word choices read the same.`}
      </Text>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Attack</Table.ColumnHeader>
            <Table.ColumnHeader>Average time to crack</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(Object.keys(ATTACK_SCENARIOS) as AttackScenario[]).map((scenario) => (
            <Table.Row key={scenario}>
              <Table.Cell>{ATTACK_SCENARIOS[scenario].label}</Table.Cell>
              <Table.Cell>
                {formatCrackTime(
                  averageCrackSeconds(entropyBits, ATTACK_SCENARIOS[scenario].guessesPerSecond),
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
