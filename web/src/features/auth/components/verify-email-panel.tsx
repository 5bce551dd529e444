import { AUTH_ERROR_MESSAGES } from '@bulwark/contracts/auth-errors';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectSessionStatus } from '@/lib/session/session.slice';
import { useAppSelector } from '@/app/hooks';
import { AuthCard } from '@/components/auth/auth-card';
import { ResendVerificationButton } from './resend-verification-button';

/** better-auth appends `?error=token_expired` or `?error=invalid_token` to the callback URL. */
function describeVerificationError(error: string): string {
  return error.toLowerCase().includes('expired')
    ? AUTH_ERROR_MESSAGES['auth/expired-action-code']
    : AUTH_ERROR_MESSAGES['auth/invalid-action-code'];
}

/** Where the verification link lands: success, or why it failed and how to get a new one. */
export function VerifyEmailPanel() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const isSignedIn = useAppSelector(selectSessionStatus) === 'signed-in';
  const [email, setEmail] = useState('');

  if (!error) {
    const next = isSignedIn ? paths.dashboard.root : paths.login;
    return (
      <AuthCard title="Email address verified">
        <Stack gap="5">
          <Text>Thank you. Your address is confirmed.</Text>
          <Button asChild colorPalette="blue">
            <RouterLink to={next}>{isSignedIn ? 'Open your dashboard' : 'Sign in'}</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="We could not verify this link">
      <Stack gap="5">
        <Text>{describeVerificationError(error)}</Text>
        <Field.Root>
          <Field.Label>Email address</Field.Label>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field.HelperText>We will send a new link to this address.</Field.HelperText>
        </Field.Root>
        <ResendVerificationButton email={email.trim()} />
      </Stack>
    </AuthCard>
  );
}
