import { Button, Checkbox, Field, Input, Link } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useAuthMutation } from '@/hooks/use-auth-mutation';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { isAuthError } from '@/lib/auth-error';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import { type PasswordSignIn, signInWithPassword } from '@/lib/sign-in';
import { ResendVerificationButton } from './resend-verification-button';

interface LoginFormProps {
  onSignedIn: () => Promise<void>;
  onTwoFactorRequired: () => void;
}

type MissingField = 'email' | 'password' | null;

/**
 * Email, password, submit, and only then the way to reset the password: a link between the two
 * fields took the Tab meant for the password field, and the Enter after it left the page.
 * Sign-in sends what was typed and checks nothing else: the password policy is for new passwords.
 */
export function LoginForm({ onSignedIn, onTwoFactorRequired }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  const [missing, setMissing] = useState<MissingField>(null);
  const signIn = useAuthMutation(async (input: PasswordSignIn) => {
    const result = await signInWithPassword(input);
    if (result === 'two-factor') onTwoFactorRequired();
    else await onSignedIn();
  });
  const { isPending, run } = useSingleFlight();
  const error = signIn.error;
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.reset();
    const empty: MissingField = !email.trim() ? 'email' : !password ? 'password' : null;
    setMissing(empty);
    if (empty) {
      (empty === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    return run(async () => {
      await mutateSettled(signIn, { email: email.trim(), password, keepSignedIn });
    });
  }

  return (
    <FormStack gap="5" onSubmit={submit}>
      <FormError message={getErrorMessageOrNull(error)} />
      {isAuthError(error, 'auth/unverified-email') ? (
        <ResendVerificationButton email={email.trim()} />
      ) : null}
      <Field.Root required invalid={missing === 'email'}>
        <Field.Label>Email address</Field.Label>
        <Input
          ref={emailRef}
          type="email"
          name="email"
          // "webauthn": the browser also offers saved passkeys here (passkey-sign-in.tsx).
          autoComplete="username webauthn"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing(null);
          }}
        />
        <Field.ErrorText>Enter your email address.</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={missing === 'password'}>
        <Field.Label>Password</Field.Label>
        <PasswordInput
          ref={passwordRef}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(null);
          }}
        />
        <Field.ErrorText>Enter your password.</Field.ErrorText>
      </Field.Root>
      <Checkbox.Root
        checked={keepSignedIn}
        onCheckedChange={(details) => setKeepSignedIn(details.checked === true)}
      >
        <Checkbox.HiddenInput name="keep-signed-in" />
        <Checkbox.Control />
        <Checkbox.Label>Keep me signed in on this device</Checkbox.Label>
      </Checkbox.Root>
      <Button type="submit" colorPalette="blue" loading={isPending}>
        Sign in
      </Button>
      <Link asChild colorPalette="blue" textStyle="sm" alignSelf="start">
        <RouterLink to={paths.forgotPassword}>Forgot your password?</RouterLink>
      </Link>
    </FormStack>
  );
}
