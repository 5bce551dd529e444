import { PASSKEY_NAME_MAX, PasskeyNameSchema } from '@bulwark/contracts/schemas/passkey.schema';
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useReauthentication } from '@/components/auth/reauth-context';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { toast } from '@/components/ui/toast-store';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessage } from '@/lib/get-error-message';
import { isPasskeyCancelled } from '@/lib/passkey-ceremony';
import { addPasskey, passkeysQueryOptions } from '../api/passkeys';
import { describeUserAgent } from '@bulwark/contracts/user-agent';

type Outcome = { kind: 'error'; message: string } | { kind: 'cancelled' } | null;

/**
 * Names the passkey (the device it lives on, suggested), then hands over to the browser, which
 * asks for a fingerprint, face or PIN. Closing that dialog is a choice, said calmly, not an error.
 */
export function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState(() => describeUserAgent(navigator.userAgent));
  const [nameError, setNameError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { isPending, run } = useSingleFlight();
  const { withReauthentication } = useReauthentication();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.select(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const parsed = PasskeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      inputRef.current?.focus();
      return;
    }
    return run(async () => {
      try {
        await withReauthentication(() => addPasskey(parsed.data));
        await queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey });
        toast({ title: `Passkey “${parsed.data}” added.` });
        onDone();
      } catch (caught) {
        setOutcome(
          isPasskeyCancelled(caught)
            ? { kind: 'cancelled' }
            : { kind: 'error', message: getErrorMessage(caught) },
        );
      }
    });
  }

  return (
    <FormStack onSubmit={submit} gap="3" maxW="md" aria-label="Add a passkey">
      <FormError message={outcome?.kind === 'error' ? outcome.message : null} />
      {outcome?.kind === 'cancelled' ? (
        <Text role="status" color="fg.muted">
          No passkey was added. Choose “Create passkey” to try again.
        </Text>
      ) : null}
      <Field.Root required invalid={nameError !== null}>
        <Field.Label>Name</Field.Label>
        <Input
          ref={inputRef}
          name="passkey-name"
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
        {nameError ? (
          <Field.ErrorText>{nameError}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            So you can tell your passkeys apart, e.g. “Work laptop”.
          </Field.HelperText>
        )}
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" colorPalette="blue" loading={isPending}>
          Create passkey
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
      </HStack>
    </FormStack>
  );
}
