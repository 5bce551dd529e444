import { Button, Field, Input, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import { verifySecondFactor, type SecondFactorMethod } from '@/lib/sign-in';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { useAuthMutation } from '@/hooks/use-auth-mutation';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';

interface TwoFactorCodeFormProps {
  onVerified: () => Promise<void> | void;
}

const COPY: Record<SecondFactorMethod, { label: string; hint: string; switchTo: string }> = {
  totp: {
    label: 'Code from your authenticator app',
    hint: 'Six digits. A new code appears every 30 seconds.',
    switchTo: 'Use a backup code instead',
  },
  'backup-code': {
    label: 'Backup code',
    hint: 'One of the codes you saved when you turned on two-step sign-in, like 7KQ4-M2XD-9TRH. Each works once.',
    switchTo: 'Use your authenticator app instead',
  },
};

/** The second step of signing in: an authenticator code, or a backup code as a fallback. */
export function TwoFactorCodeForm({ onVerified }: TwoFactorCodeFormProps) {
  const [method, setMethod] = useState<SecondFactorMethod>('totp');
  const [code, setCode] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const verify = useAuthMutation(async (second: { method: SecondFactorMethod; code: string }) => {
    await verifySecondFactor(second.method, second.code);
    await onVerified();
  });
  const { isPending, run } = useSingleFlight();
  const copy = COPY[method];
  const inputRef = useRef<HTMLInputElement>(null);

  // This step follows the person's own submit (or switch of method): their focus moves with it.
  useEffect(() => inputRef.current?.focus(), [method]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.reset();
    if (!code.trim()) {
      setInputError(`Enter the ${copy.label.toLowerCase()}.`);
      inputRef.current?.focus();
      return;
    }
    setInputError(null);
    return run(async () => {
      await mutateSettled(verify, { method, code });
    });
  }

  return (
    <FormStack gap="4" onSubmit={submit}>
      <Text color="fg.muted">Two-step sign-in is on for this account.</Text>
      <FormError message={inputError ?? getErrorMessageOrNull(verify.error)} />
      <Field.Root required>
        <Field.Label>{copy.label}</Field.Label>
        <Input
          ref={inputRef}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          spellCheck={false}
        />
        <Field.HelperText>{copy.hint}</Field.HelperText>
      </Field.Root>
      <Button type="submit" colorPalette="blue" loading={isPending}>
        Verify
      </Button>
      <Button
        variant="plain"
        colorPalette="blue"
        alignSelf="start"
        px="0"
        onClick={() => {
          setMethod(method === 'totp' ? 'backup-code' : 'totp');
          setCode('');
          setInputError(null);
          verify.reset();
        }}
      >
        {copy.switchTo}
      </Button>
    </FormStack>
  );
}
