import { PASSKEY_NAME_MAX, PasskeyNameSchema } from '@bulwark/contracts/schemas/passkey.schema';
import { Badge, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useReauthentication } from '@/components/auth/reauth-context';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { toast } from '@/components/ui/toast-store';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { getErrorMessage } from '@/lib/get-error-message';
import {
  passkeysQueryOptions,
  removePasskey,
  useRenamePasskey,
  type PasskeySummary,
} from '../api/passkeys';

type Mode = 'view' | 'rename' | 'remove';

/** What a passkey is called in the list; one saved without a name still reads as something. */
export function passkeyLabel(passkey: PasskeySummary): string {
  return passkey.name ?? 'Unnamed passkey';
}

function RenameForm({ passkey, onDone }: { passkey: PasskeySummary; onDone: () => void }) {
  const [name, setName] = useState(passkey.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const rename = useRenamePasskey();
  const { isPending, run } = useSingleFlight();
  const inputRef = useRef<HTMLInputElement>(null);

  // Opened by a click on "Rename": the field is what comes next.
  useEffect(() => inputRef.current?.select(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = PasskeyNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    return run(async () => {
      try {
        await rename.mutateAsync({ id: passkey.id, name: parsed.data });
        onDone();
      } catch (caught) {
        setError(getErrorMessage(caught));
      }
    });
  }

  return (
    <FormStack onSubmit={submit} gap="3" maxW="md" aria-label={`Rename ${passkeyLabel(passkey)}`}>
      <Field.Root required invalid={error !== null}>
        <Field.Label>New name</Field.Label>
        <Input
          name="passkey-name"
          autoComplete="off"
          ref={inputRef}
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="blue" loading={isPending}>
          Save name
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
      </HStack>
    </FormStack>
  );
}

function RemoveConfirmation({ passkey, onDone }: { passkey: PasskeySummary; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const { isPending, run } = useSingleFlight();
  const { withReauthentication } = useReauthentication();
  const queryClient = useQueryClient();
  const label = passkeyLabel(passkey);

  const remove = () =>
    run(async () => {
      try {
        await withReauthentication(() => removePasskey(passkey.id));
        await queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey });
        toast({ title: `Passkey “${label}” removed.`, variant: 'warning' });
      } catch (caught) {
        setError(getErrorMessage(caught));
      }
    });

  return (
    <Stack gap="3" role="group" aria-label={`Remove ${label}`}>
      <FormError message={error} />
      <Text>
        Remove “{label}”? It will no longer sign you in. Also delete it from the device or password
        manager that holds it.
      </Text>
      <HStack gap="2">
        <Button size="sm" colorPalette="red" loading={isPending} onClick={() => void remove()}>
          Remove passkey
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

/** One passkey: its name, when it was added and last used, and the ways to rename or remove it. */
export function PasskeyRow({ passkey }: { passkey: PasskeySummary }) {
  const [mode, setMode] = useState<Mode>('view');
  const label = passkeyLabel(passkey);
  return (
    <Stack as="li" gap="3" py="3" borderBottomWidth="1px">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" wordBreak="break-word">
              {label}
            </Text>
            {passkey.backedUp ? <Badge colorPalette="blue">Synced</Badge> : null}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {passkey.createdAt ? `Added ${formatDate(passkey.createdAt)}` : 'Added'}
            {' · '}
            {passkey.lastUsedAt
              ? `last used ${formatDateTime(passkey.lastUsedAt)}`
              : 'not used to sign in yet'}
          </Text>
        </Stack>
        {mode === 'view' ? (
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => setMode('rename')}>
              Rename
              <Text as="span" srOnly>
                {' '}
                {label}
              </Text>
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setMode('remove')}
            >
              Remove
              <Text as="span" srOnly>
                {' '}
                {label}
              </Text>
            </Button>
          </HStack>
        ) : null}
      </HStack>
      {mode === 'rename' ? <RenameForm passkey={passkey} onDone={() => setMode('view')} /> : null}
      {mode === 'remove' ? (
        <RemoveConfirmation passkey={passkey} onDone={() => setMode('view')} />
      ) : null}
    </Stack>
  );
}
