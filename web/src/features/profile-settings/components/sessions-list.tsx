import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormError } from '@/components/ui/form-error';
import { formatDateTime } from '@/lib/format-date';
import { getErrorMessage } from '@/lib/get-error-message';
import { useRevokeSessions, useSessions, type DeviceSession } from '../api/sessions';
import { describeUserAgent } from '@bulwark/contracts/user-agent';

function SessionRow({ session, isCurrent }: { session: DeviceSession; isCurrent: boolean }) {
  const revoke = useRevokeSessions();
  return (
    <HStack as="li" justify="space-between" gap="4" py="3" borderBottomWidth="1px" wrap="wrap">
      <Stack gap="0.5">
        <HStack gap="2">
          <Text fontWeight="medium">{describeUserAgent(session.userAgent)}</Text>
          {isCurrent ? <Badge colorPalette="green">This device</Badge> : null}
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {session.ipAddress ? `${session.ipAddress} · ` : ''}signed in{' '}
          {formatDateTime(session.createdAt)}, last active {formatDateTime(session.lastActiveAt)}
        </Text>
      </Stack>
      {isCurrent ? null : (
        <Button
          size="sm"
          variant="outline"
          loading={revoke.isPending}
          onClick={() => revoke.mutate({ id: session.id })}
        >
          Sign out
        </Button>
      )}
    </HStack>
  );
}

/** Where the account is signed in; any session but this one can be ended from here. */
export function SessionsList() {
  const sessions = useSessions();
  const revokeOthers = useRevokeSessions();

  if (sessions.isPending) return <Skeleton height="20" rounded="l2" />;
  if (sessions.isError) return <FormError message={getErrorMessage(sessions.error)} />;

  const hasOthers = sessions.data.some((session) => !session.isCurrent);
  return (
    <Stack gap="4">
      <Stack as="ul" gap="0" listStyleType="none">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} isCurrent={session.isCurrent} />
        ))}
      </Stack>
      {hasOthers ? (
        <Button
          alignSelf="start"
          variant="outline"
          colorPalette="red"
          loading={revokeOthers.isPending}
          onClick={() => revokeOthers.mutate('others')}
        >
          Sign out all other sessions
        </Button>
      ) : null}
    </Stack>
  );
}
