import { Text } from '@chakra-ui/react';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { getErrorMessage } from '@/lib/get-error-message';
import { formatNumber } from '@/lib/format-number';
import {
  type PwnedPasswordsStatus,
  usePwnedPasswordsStatus,
} from '../api/get-pwned-passwords-status';

function describeSource(status: PwnedPasswordsStatus): string {
  switch (status.source) {
    case 'local':
      return `Answered from this server’s own copy of Pwned Passwords: ${formatNumber(status.hashes)} breached password hashes${status.updatedAt ? `, loaded ${formatDate(status.updatedAt)}` : ''}.`;
    case 'upstream':
      return `Answered by Pwned Passwords at ${status.upstreamHost ?? 'the configured service'}: this server asks it with the first five characters of the password’s hash only, and keeps its answers for a while.`;
    case 'off':
      return 'Not available: this server has no breach data and is set not to ask for any. The list of common passwords still screens new passwords.';
  }
}

/** Where breached-password answers come from, and whether the upstream has been failing. */
export function BreachDataSource() {
  const status = usePwnedPasswordsStatus();
  if (status.isPending) return <Text color="fg.muted">Loading…</Text>;
  if (status.isError)
    return <Text color="fg.muted">{`Could not be loaded: ${getErrorMessage(status.error)}`}</Text>;
  const { lastUpstreamFailure, lastUpstreamSuccessAt } = status.data;
  const showHealth = status.data.source === 'upstream';
  return (
    <>
      <Text>{describeSource(status.data)}</Text>
      {showHealth && lastUpstreamFailure ? (
        <Text color="fg.muted" textStyle="sm">
          {`Last failure ${formatDateTime(lastUpstreamFailure.at)}: ${lastUpstreamFailure.reason}`}
        </Text>
      ) : null}
      {showHealth && lastUpstreamSuccessAt ? (
        <Text color="fg.muted" textStyle="sm">
          {`Last answer ${formatDateTime(lastUpstreamSuccessAt)}.`}
        </Text>
      ) : null}
    </>
  );
}
