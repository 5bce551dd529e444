import { Button, Field } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useReauthentication } from '@/components/auth/reauth-context';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { authClient } from '@/lib/auth-client';
import { getErrorMessage } from '@/lib/get-error-message';
import { useSingleFlight } from '@/hooks/use-single-flight';
import {
  checkNewPassword,
  describePasswordProgress,
  describePasswordRule,
  minimumPasswordLength,
} from '@/lib/password-rules';
import { runAuthAction } from '@/lib/run-auth-action';

/** Changing the password signs out every other session, in case the old one leaked. */
export function PasswordChangeForm({ hasTwoFactor }: { hasTwoFactor: boolean }) {
  const { withReauthentication } = useReauthentication();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { isPending, run } = useSingleFlight();
  const minimumLength = minimumPasswordLength(hasTwoFactor);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = currentPassword
      ? checkNewPassword(newPassword, minimumLength)
      : 'Enter your current password.';
    setError(problem);
    if (problem) return;
    return run(async () => {
      try {
        await withReauthentication(() =>
          runAuthAction((fetchOptions) =>
            authClient.changePassword({
              currentPassword,
              newPassword,
              revokeOtherSessions: true,
              fetchOptions,
            }),
          ),
        );
        setCurrentPassword('');
        setNewPassword('');
        toast({ title: 'Password changed. Your other sessions have been signed out.' });
      } catch (caught) {
        setError(getErrorMessage(caught));
      }
    });
  }

  return (
    <FormStack onSubmit={submit} gap="4" maxW="md">
      <FormError message={error} />
      <Field.Root required>
        <Field.Label>Current password</Field.Label>
        <PasswordInput
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>New password</Field.Label>
        <PasswordInput
          name="new-password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <Field.HelperText>
          {describePasswordRule(hasTwoFactor)}{' '}
          {describePasswordProgress(newPassword, minimumLength)}
        </Field.HelperText>
      </Field.Root>
      <Button type="submit" variant="outline" alignSelf="start" loading={isPending}>
        Change password
      </Button>
    </FormStack>
  );
}
