import { Button, Field, Input } from '@chakra-ui/react';
import { DisplayNameSchema } from '@bulwark/contracts/schemas/profile.schema';
import { EmailSchema } from '@bulwark/contracts/schemas/email.schema';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { getErrorMessage } from '@/lib/get-error-message';
import {
  NEW_PASSWORD_HINT,
  checkNewPassword,
  describePasswordProgress,
  minimumPasswordLength,
} from '@/lib/password-rules';
import { runAuthAction } from '@/lib/run-auth-action';
import { FormStack } from '@/components/ui/form-stack';

type FieldErrors = Partial<Record<'name' | 'email' | 'password', string>>;

interface Registration {
  name: string;
  email: string;
  password: string;
}

// No two-step sign-in exists yet for a new account, so the single-factor minimum applies.
const MINIMUM_LENGTH = minimumPasswordLength(false);

function validate({ name, email, password }: Registration): FieldErrors {
  const errors: FieldErrors = {};
  const nameResult = DisplayNameSchema.safeParse(name);
  if (!nameResult.success) errors.name = nameResult.error.issues[0]?.message ?? 'Enter a name.';
  const emailResult = EmailSchema.safeParse(email);
  if (!emailResult.success)
    errors.email = emailResult.error.issues[0]?.message ?? 'Check the address.';
  const passwordProblem = checkNewPassword(password, MINIMUM_LENGTH);
  if (passwordProblem) errors.password = passwordProblem;
  return errors;
}

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [values, setValues] = useState<Registration>({ name: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  function update(field: keyof Registration, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const errors = validate(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    try {
      const email = values.email.trim().toLowerCase();
      await runAuthAction((fetchOptions) =>
        authClient.signUp.email({
          name: values.name.trim(),
          email,
          password: values.password,
          callbackURL: paths.verifyEmail,
          fetchOptions,
        }),
      );
      onRegistered(email);
    } catch (caught) {
      setError(getErrorMessage(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <FormStack gap="5" onSubmit={submit}>
      <FormError message={error} />
      <Field.Root required invalid={Boolean(fieldErrors.name)}>
        <Field.Label>Display name</Field.Label>
        <Input
          name="name"
          autoComplete="nickname"
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
        />
        <Field.ErrorText>{fieldErrors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={Boolean(fieldErrors.email)}>
        <Field.Label>Email address</Field.Label>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={Boolean(fieldErrors.password)}>
        <Field.Label>Password</Field.Label>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
        />
        <Field.HelperText>
          {NEW_PASSWORD_HINT} {describePasswordProgress(values.password, MINIMUM_LENGTH)}
        </Field.HelperText>
        <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="blue" loading={isPending}>
        Create account
      </Button>
    </FormStack>
  );
}
