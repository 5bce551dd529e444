import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { DetailsDisclosure } from '@/components/details-disclosure';
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

/**
 * How strong the settings make a password, in plain words; the exact entropy in bits and the
 * average time under each attack (with its exponents) behind Details.
 */
export function EntropySummary({ entropyBits, isExact }: EntropySummaryProps) {
  const bits = entropyBits.toFixed(1);
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        How strong it is
      </Heading>
      <Text color="fg.muted">
        Made from your browser’s secure random source, so nobody can predict it: even someone who
        knows these settings would have to try, on average, half of every password they can make.
      </Text>
      <DetailsDisclosure>
        <Stack gap="3">
          <Text>{`${isExact ? 'Exactly' : 'At most'} ${bits} bits`}</Text>
          <Text>
            {isExact
              ? `These settings can produce 2^${bits} different passwords, all equally likely; only passwords that meet every setting are counted.`
              : `At most 2^${bits} passphrases: a separator containing letters can make two different word choices read the same.`}
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
      </DetailsDisclosure>
    </Stack>
  );
}
