import { Button, Checkbox, Field, HStack, Input, Link } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormError } from '@/components/ui/form-error';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { isAuthError } from '@/lib/auth-error';
import { getErrorMessage } from '@/lib/get-error-message';
import { signInWithPassword } from '@/lib/sign-in';
import { ResendVerificationButton } from './resend-verification-button';
import { FormStack } from '@/components/ui/form-stack';

interface LoginFormProps {
  onSignedIn: () => Promise<void>;
  onTwoFactorRequired: () => void;
}

export function LoginForm({ onSignedIn, onTwoFactorRequired }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [isPending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const result = await signInWithPassword({ email: email.trim(), password, keepSignedIn });
      if (result === 'two-factor') onTwoFactorRequired();
      else await onSignedIn();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <FormStack gap="5" onSubmit={submit}>
      <FormError message={error ? getErrorMessage(error) : null} />
      {isAuthError(error, 'auth/unverified-email') ? (
        <ResendVerificationButton email={email.trim()} />
      ) : null}
      <Field.Root required>
        <Field.Label>Email address</Field.Label>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field.Root>
      <Field.Root required>
        <HStack justify="space-between" w="full">
          <Field.Label>Password</Field.Label>
          <Link asChild colorPalette="blue" textStyle="sm">
            <RouterLink to={paths.forgotPassword}>Forgot your password?</RouterLink>
          </Link>
        </HStack>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field.Root>
      <Checkbox.Root
        checked={keepSignedIn}
        onCheckedChange={(details) => setKeepSignedIn(details.checked === true)}
      >
        <Checkbox.HiddenInput name="keep-signed-in" />
        <Checkbox.Control />
        <Checkbox.Label>Keep me signed in on this device</Checkbox.Label>
      </Checkbox.Root>
      <Button type="submit" colorPalette="blue" loading={isPending} disabled={!email || !password}>
        Sign in
      </Button>
    </FormStack>
  );
}
