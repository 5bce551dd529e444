import { Button, Field, HStack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuthMutation } from '@/hooks/use-auth-mutation';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessageOrNull } from '@/lib/get-error-message';

interface PasswordConfirmFormProps {
  submitLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onCancel?: () => void;
  tone?: 'default' | 'danger';
}

/** Asks for the account password before a sensitive change; the server checks it. */
export function PasswordConfirmForm({
  submitLabel,
  onConfirm,
  onCancel,
  tone = 'default',
}: PasswordConfirmFormProps) {
  const [password, setPassword] = useState('');
  const confirm = useAuthMutation(onConfirm);
  const { isPending, run } = useSingleFlight();
  const inputRef = useRef<HTMLInputElement>(null);

  // Shown in answer to a click on the action: the password field is the next thing to fill.
  useEffect(() => inputRef.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    return run(async () => {
      await mutateSettled(confirm, password);
    });
  }

  return (
    <FormStack onSubmit={submit} gap="3" maxW="md">
      <FormError message={getErrorMessageOrNull(confirm.error)} />
      <Field.Root required>
        <Field.Label>Your password</Field.Label>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          ref={inputRef}
        />
      </Field.Root>
      <HStack gap="2">
        <Button
          type="submit"
          colorPalette={tone === 'danger' ? 'red' : 'blue'}
          loading={isPending}
          disabled={!password}
        >
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </HStack>
    </FormStack>
  );
}
