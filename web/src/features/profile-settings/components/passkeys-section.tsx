import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { getErrorMessage } from '@/lib/get-error-message';
import { browserSupportsPasskeys } from '@/lib/passkey-ceremony';
import { usePasskeys } from '../api/passkeys';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyRow } from './passkey-row';

/**
 * The person's passkeys: each signs in alone, with the device's fingerprint, face or PIN, and
 * works only on Bulwark's own address, so a look-alike site cannot phish it.
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const [isAdding, setAdding] = useState(false);
  const isSupported = browserSupportsPasskeys();

  if (passkeys.isPending) return <Skeleton height="16" rounded="l2" />;
  if (passkeys.isError) return <FormError message={getErrorMessage(passkeys.error)} />;

  return (
    <Stack gap="4">
      {passkeys.data.length > 0 ? (
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">You have no passkeys yet.</Text>
      )}
      {!isSupported ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This browser cannot create or use passkeys.</Alert.Title>
            <Alert.Description>
              Open Bulwark in an up-to-date browser (over HTTPS, or on localhost) to add one. You
              can still rename or remove the passkeys listed here.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : isAdding ? (
        <AddPasskeyForm onDone={() => setAdding(false)} />
      ) : (
        <Button alignSelf="start" colorPalette="blue" onClick={() => setAdding(true)}>
          Add a passkey
        </Button>
      )}
    </Stack>
  );
}
