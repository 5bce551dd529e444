import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { PwnedPasswordsStatus } from '../api/get-pwned-passwords-status';
import type { BreachCheck } from '../lib/nist-verdict';

interface BreachExposureProps {
  check: BreachCheck;
  status: PwnedPasswordsStatus | undefined;
  onRetry: () => void;
}

/** Where a "not found" was looked for, so it is never a bare claim. */
function describeSource(status: PwnedPasswordsStatus | undefined): string {
  if (status?.source === 'local') {
    const date = status.updatedAt ? formatDate(status.updatedAt) : 'unknown date';
    return `Not found in the ${formatNumber(status.hashes)} hashes loaded (${date}).`;
  }
  if (status?.source === 'upstream')
    return `Not found in known breaches (checked with ${status.upstreamHost ?? 'Pwned Passwords'} through this server).`;
  return 'Not found in known breaches.';
}

/** "Seen N times in breaches", "not found in …", or "unavailable", said plainly. */
export function BreachExposure({ check, status, onRetry }: BreachExposureProps) {
  if (status?.source === 'off') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          Breaches cannot be checked on this server: it has no breach data and is set not to ask for
          any. The list of common passwords still protects registration.
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (check.status === 'checking') {
    return (
      <Text>
        <Spinner size="xs" me="2" />
        Checking breaches…
      </Text>
    );
  }
  if (check.status === 'unavailable') {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Breach check unavailable right now.</Alert.Title>
          <Alert.Description>
            <Stack gap="2" align="start">
              <Text>
                The breach data could not be reached, so nothing is known either way about this
                password. You can still record this check; it counts as unknown.
              </Text>
              <Button size="xs" variant="outline" onClick={onRetry}>
                Try again
              </Button>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (check.status === 'done' && check.count > 0) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{`Seen ${formatNumber(check.count)} times in breaches. Do not use this password.`}</Alert.Title>
      </Alert.Root>
    );
  }
  if (check.status === 'done') return <Text color="green.fg">{describeSource(status)}</Text>;
  return (
    <Text color="fg.muted">
      Checked against breaches when you leave the field: only the first 5 characters of the
      password’s SHA-1 hash are sent.
    </Text>
  );
}
