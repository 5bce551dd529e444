import { Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from './register-form';
import { ResendVerificationButton } from './resend-verification-button';

function SignInPrompt() {
  return (
    <Text textStyle="sm">
      Already have an account?{' '}
      <Link asChild colorPalette="blue">
        <RouterLink to={paths.login}>Sign in</RouterLink>
      </Link>
    </Text>
  );
}

/** Registration, then "check your inbox": the account works once the address is verified. */
export function RegisterPanel() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    return (
      <AuthCard title="Check your inbox" footer={<SignInPrompt />}>
        <Stack gap="4">
          <Text>
            We have sent a link to <strong>{registeredEmail}</strong>. Open it to verify your
            address, then sign in.
          </Text>
          <Text color="fg.muted" textStyle="sm">
            Nothing after a few minutes? Check your spam folder, or send the link again. If this
            address already has an account, sign in or reset your password instead.
          </Text>
          <ResendVerificationButton email={registeredEmail} />
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Free, private and yours: you can export or delete everything at any time."
      footer={<SignInPrompt />}
    >
      <RegisterForm onRegistered={setRegisteredEmail} />
    </AuthCard>
  );
}
