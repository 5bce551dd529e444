import { Field, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type Ref } from 'react';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { useAuthMutation } from '@/hooks/use-auth-mutation';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import { readKeepSignedIn } from '@/lib/session/sign-in-preference';
import { signInWithPassword } from '@/lib/sign-in';

export const REAUTH_FORM_ID = 'reauth-form';

interface ReauthPasswordStepProps {
  email: string;
  inputRef: Ref<HTMLInputElement>;
  onPendingChange: (isPending: boolean) => void;
  onSignedIn: () => Promise<void>;
  onTwoFactorRequired: () => void;
}

/** Signs in again with the same address; the dialog's footer holds the submit button. */
export function ReauthPasswordStep({
  email,
  inputRef,
  onPendingChange,
  onSignedIn,
  onTwoFactorRequired,
}: ReauthPasswordStepProps) {
  const [password, setPassword] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const signIn = useAuthMutation(async (typed: string) => {
    const result = await signInWithPassword({
      email,
      password: typed,
      keepSignedIn: readKeepSignedIn(),
    });
    if (result === 'two-factor') onTwoFactorRequired();
    else await onSignedIn();
  });

  const { isPending, run } = useSingleFlight();
  // The dialog's footer holds the button; it shows this step's pending state.
  useEffect(() => onPendingChange(isPending), [isPending, onPendingChange]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.reset();
    if (!password) {
      setInputError('Enter your password.');
      return;
    }
    setInputError(null);
    return run(async () => {
      await mutateSettled(signIn, password);
    });
  }

  return (
    <FormStack id={REAUTH_FORM_ID} gap="4" onSubmit={submit}>
      <Text>For your security, enter the password for {email} to continue.</Text>
      <FormError message={inputError ?? getErrorMessageOrNull(signIn.error)} />
      <Field.Root required>
        <Field.Label>Password</Field.Label>
        <PasswordInput
          ref={inputRef}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field.Root>
    </FormStack>
  );
}
