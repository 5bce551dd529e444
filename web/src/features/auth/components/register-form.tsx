import { Button, Field, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
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
import { FormStack } from '@/components/ui/form-stack';

type FieldErrors = Partial<Record<'name' | 'email' | 'password', string>>;

interface Registration {
  name: string;
  email: string;
  password: string;
}

// No two-step sign-in exists yet for a new account, so the single-factor minimum applies.
const MINIMUM_LENGTH = minimumPasswordLength(false);

/**
 * The name and address checks run on zod (the contracts' schemas, 25 KB gzipped), which nothing
 * else on this public page needs: they load once the person starts on the form rather than with
 * the page, so a phone starts the page without them (issue 12).
 */
const loadNameAndEmailChecks = () => import('../lib/registration-checks');

async function validate({ name, email, password }: Registration): Promise<FieldErrors> {
  // Checks that could not load (the connection dropped) leave the name and address to the
  // server's own checks, whose answer the form shows.
  const checks = await loadNameAndEmailChecks().catch(() => null);
  const errors: FieldErrors = checks?.checkNameAndEmail(name, email) ?? {};
  const passwordProblem = checkNewPassword(password, MINIMUM_LENGTH);
  if (passwordProblem) errors.password = passwordProblem;
  return errors;
}

/** The keyboard goes where the fix is needed; the field's message says what it is. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): boolean {
  const firstInvalid = (['name', 'email', 'password'] as const).find((field) => errors[field]);
  if (!firstInvalid) return false;
  const input = form.elements.namedItem(firstInvalid);
  if (input instanceof HTMLElement) input.focus();
  return true;
}

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [values, setValues] = useState<Registration>({ name: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const signUp = useAuthMutation((registration: Registration) =>
    runAuthAction((fetchOptions) =>
      authClient.signUp.email({ ...registration, callbackURL: paths.verifyEmail, fetchOptions }),
    ),
  );
  const { isPending, run } = useSingleFlight();

  function update(field: keyof Registration, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    signUp.reset();
    return run(async () => {
      const errors = await validate(values);
      setFieldErrors(errors);
      if (focusFirstInvalid(form, errors)) return;
      const email = values.email.trim().toLowerCase();
      const registration = { name: values.name.trim(), email, password: values.password };
      if (await mutateSettled(signUp, registration)) onRegistered(email);
    });
  }

  return (
    <FormStack
      gap="5"
      onSubmit={submit}
      onFocus={() => void loadNameAndEmailChecks().catch(() => undefined)}
    >
      <FormError message={getErrorMessageOrNull(signUp.error)} />
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
          {describePasswordRule(false)} {describePasswordProgress(values.password, MINIMUM_LENGTH)}
        </Field.HelperText>
        <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="blue" loading={isPending}>
        Create account
      </Button>
    </FormStack>
  );
}
