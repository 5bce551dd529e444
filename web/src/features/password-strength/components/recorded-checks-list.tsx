import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PasswordCheck } from '@bulwark/contracts/schemas/password-check.schema';
import { formatDate } from '@/lib/format-date';
import { getErrorMessage } from '@/lib/get-error-message';
import { usePasswordChecks, useRemovePasswordCheck } from '../api/password-checks';
import {
  CHECK_WINDOW_DAYS,
  type CheckStanding,
  checkStandings,
  MIN_CHECK_LABELS,
} from './recorded-checks-standing';
import { STRENGTH_LEVELS } from './strength-meter';

/** null: recorded while the breach check was unavailable. */
function describeBreachResult(pwned: boolean | null): string {
  if (pwned === null) return 'Breaches unknown (check was unavailable)';
  return pwned ? 'Found in breaches' : 'Not found in breaches';
}

const STANDING_TEXT: Record<CheckStanding, string> = {
  counts: 'Counts toward your assessment',
  superseded: 'Replaced by a newer check with this label',
  expired: 'Too old to count',
};

/** The checks the user chose to record, newest first, each removable. */
export function RecordedChecksList() {
  const checks = usePasswordChecks();
  if (checks.isPending) return <Text color="fg.muted">Loading your recorded checks…</Text>;
  if (checks.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{`Recorded checks could not be loaded. ${getErrorMessage(checks.error)}`}</Alert.Title>
      </Alert.Root>
    );
  }
  const standings = checkStandings(checks.data, new Date());
  const counting = [...standings.values()].filter((standing) => standing === 'counts').length;
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        {`The risk assessment uses the latest check for each label from the last ${CHECK_WINDOW_DAYS} days, once at least ${MIN_CHECK_LABELS} labels have one. ${countingSummary(counting)}`}
      </Text>
      {checks.data.length === 0 ? (
        <Text color="fg.muted">No checks recorded yet.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Recorded checks">
          {checks.data.map((check) => (
            <RecordedCheckItem
              key={check.id}
              check={check}
              standing={standings.get(check.id) ?? 'expired'}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function countingSummary(counting: number): string {
  if (counting >= MIN_CHECK_LABELS) return `${counting} labels count now.`;
  return `${counting} of ${MIN_CHECK_LABELS} labels so far: not counted yet.`;
}

function RecordedCheckItem({ check, standing }: { check: PasswordCheck; standing: CheckStanding }) {
  const remove = useRemovePasswordCheck();
  const facts = [
    `${STRENGTH_LEVELS[check.score]?.label ?? 'Unknown'} (score ${check.score} of 4)`,
    describeBreachResult(check.pwned),
    check.reused ? 'Used on other sites too' : 'Not reused',
    check.inUse ? 'Still in use' : 'No longer in use',
  ];
  return (
    <HStack
      as="li"
      borderWidth="1px"
      rounded="l2"
      p="3"
      gap="3"
      justify="space-between"
      align="start"
    >
      <Stack gap="1">
        <Text fontWeight="semibold">{check.label}</Text>
        <Text textStyle="sm" color={check.pwned ? 'red.fg' : undefined}>
          {facts.join(' · ')}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {`Checked ${formatDate(check.checkedAt)} · ${STANDING_TEXT[standing]}`}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        loading={remove.isPending}
        aria-label={`Remove the check “${check.label}”`}
        onClick={() => remove.mutate(check.id)}
      >
        Remove
      </Button>
    </HStack>
  );
}
