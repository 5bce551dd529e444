import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { EmailSchema } from '@bulwark/contracts/schemas/email.schema';
import { useState, type FormEvent } from 'react';
import { useReauthentication } from '@/components/auth/reauth-context';
import { FormStack } from '@/components/ui/form-stack';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { useAuthMutation } from '@/hooks/use-auth-mutation';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import { runAuthAction } from '@/lib/run-auth-action';

/** The address changes only once the person follows the link sent to confirm it. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { withReauthentication } = useReauthentication();
  const [newEmail, setNewEmail] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const changeEmail = useAuthMutation((address: string) =>
    withReauthentication(() =>
      runAuthAction((fetchOptions) =>
        authClient.changeEmail({
          newEmail: address,
          callbackURL: paths.dashboard.profileSettings,
          fetchOptions,
        }),
      ),
    ),
  );
  const { isPending, run } = useSingleFlight();
  const error = inputError ?? getErrorMessageOrNull(changeEmail.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(newEmail);
    if (!parsed.success)
      return setInputError(parsed.error.issues[0]?.message ?? 'Check the address.');
    if (parsed.data === currentEmail) return setInputError('That is already your address.');
    return run(async () => {
      if (!(await mutateSettled(changeEmail, parsed.data))) return;
      setSentTo(parsed.data);
      setNewEmail('');
    });
  }

  return (
    <Stack gap="3">
      <Text>
        You sign in with <strong>{currentEmail}</strong>.
      </Text>
      {sentTo ? (
        <Text role="status" color="fg.success">
          We have sent a confirmation link. Your address changes to {sentTo} once you open it.
        </Text>
      ) : null}
      <FormStack onSubmit={submit} gap="3">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>New email address</Field.Label>
          <HStack w="full" align="start" gap="3" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input
              type="email"
              name="new-email"
              autoComplete="email"
              value={newEmail}
              onChange={(event) => {
                setNewEmail(event.target.value);
                setInputError(null);
                changeEmail.reset();
              }}
            />
            <Button type="submit" variant="outline" loading={isPending} disabled={!newEmail.trim()}>
              Change email
            </Button>
          </HStack>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      </FormStack>
    </Stack>
  );
}
