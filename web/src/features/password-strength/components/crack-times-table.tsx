import { Table } from '@chakra-ui/react';
import { describeGuessingTime } from '@/lib/plain-strength';
import type { CrackScenario, StrengthReport } from '../lib/strength-report';

const SCENARIO_LABELS: Record<CrackScenario, string> = {
  onlineThrottling: 'Online, throttled (100 guesses per hour)',
  onlineNoThrottling: 'Online, unthrottled (10 per second)',
  offlineSlowHashing: 'Offline, slow hash such as bcrypt or Argon2 (10⁴ per second)',
  offlineFastHashing: 'Offline, fast hash such as SHA-1 or NTLM (10¹⁰ per second)',
};

export function CrackTimesTable({ crackTimes }: Pick<StrengthReport, 'crackTimes'>) {
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Attack</Table.ColumnHeader>
          <Table.ColumnHeader>Time to crack</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {crackTimes.map((time) => (
          <Table.Row key={time.scenario}>
            <Table.Cell>{SCENARIO_LABELS[time.scenario]}</Table.Cell>
            {/* The same words as the sentence above the table (zxcvbn's own stop at "centuries"). */}
            <Table.Cell>{describeGuessingTime(time.seconds)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
