import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { useReauthentication } from '@/components/auth/reauth-context';
import { authClient } from '@/lib/auth-client';
import { runAuthAction } from '@/lib/run-auth-action';
import { sessionEnded } from '@/lib/session/session.slice';
import { PasswordConfirmForm } from './password-confirm-form';

/** Deletion cannot be undone, so it takes a deliberate second step and the password. */
export function DeleteAccount() {
  const [isConfirming, setConfirming] = useState(false);
  const [isAwaitingEmail, setAwaitingEmail] = useState(false);
  const { withReauthentication } = useReauthentication();
  const dispatch = useAppDispatch();

  async function deleteAccount(password: string) {
    const result = await withReauthentication(() =>
      runAuthAction((fetchOptions) => authClient.deleteUser({ password, fetchOptions })),
    );
    // A server set up to confirm deletions by email answers before anything is deleted.
    if (result?.message === 'Verification email sent') {
      setAwaitingEmail(true);
      setConfirming(false);
      return;
    }
    dispatch(sessionEnded({ reason: 'deleted' }));
  }

  if (isAwaitingEmail) {
    return (
      <Text role="status">
        We have emailed you a link to confirm the deletion. Your account stays until you open it.
      </Text>
    );
  }

  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This permanently deletes your account and everything in it.</Alert.Title>
          <Alert.Description>
            Saved breaches, assessments, feedback and settings are removed and cannot be recovered.
            Download your data first if you want a copy.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {isConfirming ? (
        <PasswordConfirmForm
          submitLabel="Delete my account"
          tone="danger"
          onConfirm={deleteAccount}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button alignSelf="start" colorPalette="red" onClick={() => setConfirming(true)}>
          Delete my account…
        </Button>
      )}
    </Stack>
  );
}
