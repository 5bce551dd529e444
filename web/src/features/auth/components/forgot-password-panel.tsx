import { Button, Field, Input, Link, Text } from '@chakra-ui/react';
import { EmailSchema } from '@bulwark/contracts/schemas/email.schema';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormError } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import { runAuthAction } from '@/lib/run-auth-action';
import { useAuthMutation } from '@/hooks/use-auth-mutation';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { AuthCard } from '@/components/auth/auth-card';
import { FormStack } from '@/components/ui/form-stack';

function BackToSignIn() {
  return (
    <Link asChild colorPalette="blue" textStyle="sm">
      <RouterLink to={paths.login}>Back to sign in</RouterLink>
    </Link>
  );
}

/** The answer never reveals whether an account exists for the address (ASVS 6.3.8). */
export function ForgotPasswordPanel() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestReset = useAuthMutation((address: string) =>
    runAuthAction((fetchOptions) =>
      authClient.requestPasswordReset({
        email: address,
        redirectTo: paths.resetPassword,
        fetchOptions,
      }),
    ),
  );
  const { isPending, run } = useSingleFlight();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    requestReset.reset();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Check the address.');
      return;
    }
    return run(async () => {
      if (await mutateSettled(requestReset, parsed.data)) setSentTo(parsed.data);
    });
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your inbox" footer={<BackToSignIn />}>
        <Text>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new
          password. The link works once and expires soon.
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the address you sign in with and we will email you a link."
      footer={<BackToSignIn />}
    >
      <FormStack gap="5" onSubmit={submit}>
        <FormError message={getErrorMessageOrNull(requestReset.error)} />
        <Field.Root required invalid={Boolean(fieldError)}>
          <Field.Label>Email address</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
          />
          <Field.ErrorText>{fieldError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={isPending}>
          Send the link
        </Button>
      </FormStack>
    </AuthCard>
  );
}
