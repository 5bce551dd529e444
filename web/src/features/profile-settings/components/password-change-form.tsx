import { Button, Field } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useReauthentication } from '@/components/auth/reauth-context';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { authClient } from '@/lib/auth-client';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import { useAuthMutation } from '@/hooks/use-auth-mutation';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
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
  const [inputError, setInputError] = useState<string | null>(null);
  const changePassword = useAuthMutation((passwords: { current: string; next: string }) =>
    withReauthentication(() =>
      runAuthAction((fetchOptions) =>
        authClient.changePassword({
          currentPassword: passwords.current,
          newPassword: passwords.next,
          revokeOtherSessions: true,
          fetchOptions,
        }),
      ),
    ),
  );
  const { isPending, run } = useSingleFlight();
  const minimumLength = minimumPasswordLength(hasTwoFactor);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    changePassword.reset();
    const problem = currentPassword
      ? checkNewPassword(newPassword, minimumLength)
      : 'Enter your current password.';
    setInputError(problem);
    if (problem) return;
    return run(async () => {
      const passwords = { current: currentPassword, next: newPassword };
      if (!(await mutateSettled(changePassword, passwords))) return;
      setCurrentPassword('');
      setNewPassword('');
      toast({ title: 'Password changed. Your other sessions have been signed out.' });
    });
  }

  return (
    <FormStack onSubmit={submit} gap="4" maxW="md">
      <FormError message={inputError ?? getErrorMessageOrNull(changePassword.error)} />
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
