import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessage } from '@/lib/get-error-message';
import { browserSupportsPasskeys, isPasskeyCancelled } from '@/lib/passkey-ceremony';
import { signInWithPasskey } from '@/lib/sign-in';
import { usePasskeyAutofill } from '../hooks/use-passkey-autofill';

/**
 * Sign in with a passkey alone: from the email field's autofill, or from this button. A browser
 * without passkeys shows neither; a dialog the person closes is not an error.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [error, setError] = useState<unknown>(null);
  const [autofillGeneration, setAutofillGeneration] = useState(0);
  const [isCancelled, setCancelled] = useState(false);
  const { isPending, run } = useSingleFlight();
  usePasskeyAutofill(onSignedIn, setError, autofillGeneration);

  if (!browserSupportsPasskeys()) return null;

  const signIn = () =>
    run(async () => {
      setError(null);
      setCancelled(false);
      try {
        await signInWithPasskey({ autofill: false });
        await onSignedIn();
      } catch (caught) {
        if (isPasskeyCancelled(caught)) setCancelled(true);
        else setError(caught);
        // This ceremony replaced the autofill one: offer saved passkeys in the field again.
        setAutofillGeneration((generation) => generation + 1);
      }
    });

  return (
    <Stack gap="4" mt="5">
      <HStack gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text textStyle="sm" color="fg.muted">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      <FormError message={error ? getErrorMessage(error) : null} />
      {isCancelled ? (
        <Text role="status" textStyle="sm" color="fg.muted">
          No passkey was used. Try again, or sign in with your password.
        </Text>
      ) : null}
      <Button variant="outline" loading={isPending} onClick={() => void signIn()}>
        <KeyRound aria-hidden="true" />
        Sign in with a passkey
      </Button>
    </Stack>
  );
}
