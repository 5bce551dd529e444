import { Alert, Button, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TwoFactorCodeForm } from '@/components/auth/two-factor-code-form';
import { paths } from '@/config/paths';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from './login-form';
import { PasskeySignIn } from './passkey-sign-in';

/**
 * Sign in with email and password, then the two-step code when the account has it on; or with a
 * passkey alone.
 */
export function LoginPanel() {
  const [step, setStep] = useState<'password' | 'two-factor'>('password');
  const completeSignIn = useCompleteSignIn();
  const [searchParams] = useSearchParams();
  const isJustVerified = searchParams.get('verified') === '1';

  if (step === 'two-factor') {
    return (
      <AuthCard
        title="Two-step sign-in"
        footer={
          <Button variant="plain" colorPalette="blue" px="0" onClick={() => setStep('password')}>
            Back to sign in
          </Button>
        }
      >
        <TwoFactorCodeForm onVerified={completeSignIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back to Bulwark Security."
      footer={
        <Text textStyle="sm">
          New here?{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={paths.register}>Create an account</RouterLink>
          </Link>
        </Text>
      }
    >
      {isJustVerified ? (
        <Alert.Root status="success" mb="5">
          <Alert.Indicator />
          <Alert.Title>Your email address is verified. You can sign in now.</Alert.Title>
        </Alert.Root>
      ) : null}
      <LoginForm onSignedIn={completeSignIn} onTwoFactorRequired={() => setStep('two-factor')} />
      <PasskeySignIn onSignedIn={completeSignIn} />
    </AuthCard>
  );
}
