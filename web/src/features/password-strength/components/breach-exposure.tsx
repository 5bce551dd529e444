import { Alert, Spinner, Text } from '@chakra-ui/react';
import { formatDate } from '@/lib/format-date';
import type { PwnedPasswordsStatus } from '../api/get-pwned-passwords-status';
import type { BreachCheck } from '../lib/nist-verdict';

interface BreachExposureProps {
  check: BreachCheck;
  status: PwnedPasswordsStatus | undefined;
}

function describeCorpus(status: PwnedPasswordsStatus): string {
  const date = status.updatedAt ? formatDate(status.updatedAt) : 'unknown date';
  return `${status.hashes.toLocaleString('en-US')} hashes loaded (${date})`;
}

/** "Seen N times in breaches", or "not found in the N hashes loaded (date)", said plainly. */
export function BreachExposure({ check, status }: BreachExposureProps) {
  if (status?.hashes === 0) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          No breach corpus is loaded on this server, so breaches cannot be checked here. The list of
          common passwords still protects registration.
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
  if (check.status === 'failed')
    return <Text color="fg.muted">The breach check is unavailable right now.</Text>;
  if (check.status === 'done' && check.count > 0) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{`Seen ${check.count.toLocaleString('en-US')} times in breaches. Do not use this password.`}</Alert.Title>
      </Alert.Root>
    );
  }
  if (check.status === 'done') {
    return (
      <Text color="green.700">
        {status ? `Not found in the ${describeCorpus(status)}.` : 'Not found in the breach corpus.'}
      </Text>
    );
  }
  return (
    <Text color="fg.muted">
      Checked against breaches when you leave the field: only the first 5 characters of the
      password’s SHA-1 hash are sent.
    </Text>
  );
}
