import { AUTH_ERROR_MESSAGES } from '@bulwark/contracts/auth-errors';
import { Button, Field, Link, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormError } from '@/components/ui/form-error';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
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
import { AuthCard } from '@/components/auth/auth-card';
import { FormStack } from '@/components/ui/form-stack';

// The link does not say whether the account has two-step sign-in, so the page asks for the
// single-factor minimum: one rule, never "15, or 8 if…". (The server would accept 8 with it on.)
const HAS_TWO_FACTOR = false;
const MINIMUM_LENGTH = minimumPasswordLength(HAS_TWO_FACTOR);

function LinkTo({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="blue">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export function ResetPasswordPanel() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [password, setPassword] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);
  const resetPassword = useAuthMutation((reset: { newPassword: string; token: string }) =>
    runAuthAction((fetchOptions) => authClient.resetPassword({ ...reset, fetchOptions })),
  );
  const { isPending, run } = useSingleFlight();

  if (!token || searchParams.has('error')) {
    return (
      <AuthCard
        title="This link does not work"
        footer={<LinkTo to={paths.forgotPassword}>Ask for a new link</LinkTo>}
      >
        <Text>
          {AUTH_ERROR_MESSAGES['auth/invalid-action-code']} Reset links expire after a while.
        </Text>
      </AuthCard>
    );
  }

  if (isDone) {
    return (
      <AuthCard title="Password changed" footer={<LinkTo to={paths.login}>Sign in</LinkTo>}>
        <Text>Your new password is set. Sign in with it now.</Text>
      </AuthCard>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    resetPassword.reset();
    const problem = checkNewPassword(password, MINIMUM_LENGTH);
    setInputError(problem);
    if (problem || !token) return;
    return run(async () => {
      if (await mutateSettled(resetPassword, { newPassword: password, token })) setDone(true);
    });
  }

  return (
    <AuthCard title="Choose a new password">
      <FormStack gap="5" onSubmit={submit}>
        <FormError message={inputError ?? getErrorMessageOrNull(resetPassword.error)} />
        <Field.Root required>
          <Field.Label>New password</Field.Label>
          <PasswordInput
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field.HelperText>
            {describePasswordRule(HAS_TWO_FACTOR)}{' '}
            {describePasswordProgress(password, MINIMUM_LENGTH)}
          </Field.HelperText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={isPending}>
          Set the new password
        </Button>
      </FormStack>
    </AuthCard>
  );
}
