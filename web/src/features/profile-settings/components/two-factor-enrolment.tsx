import { Button, Code, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { useAuthMutation } from '@/hooks/use-auth-mutation';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import {
  confirmTwoFactorEnrolment,
  secretFromTotpUri,
  type TwoFactorEnrolment as Enrolment,
} from '../api/two-factor';
import { TotpQrCode } from './totp-qr-code';

interface TwoFactorEnrolmentProps {
  enrolment: Enrolment;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** Scan (or type) the secret, then prove it with one code. */
export function TwoFactorEnrolment({ enrolment, onConfirmed, onCancel }: TwoFactorEnrolmentProps) {
  const [code, setCode] = useState('');
  const confirm = useAuthMutation(confirmTwoFactorEnrolment);
  const { isPending, run } = useSingleFlight();
  const secret = secretFromTotpUri(enrolment.totpUri);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    return run(async () => {
      if (await mutateSettled(confirm, code)) onConfirmed();
    });
  }

  return (
    <Stack gap="5">
      <List.Root as="ol" gap="1" ps="5">
        <List.Item>
          Open an authenticator app (for example 1Password, Aegis or Google Authenticator).
        </List.Item>
        <List.Item>Scan this QR code, or enter the setup key by hand.</List.Item>
        <List.Item>Type the six-digit code the app shows.</List.Item>
      </List.Root>
      <HStack gap="6" align="start" wrap="wrap">
        <TotpQrCode uri={enrolment.totpUri} />
        <Stack gap="1">
          <Text fontWeight="medium">Setup key</Text>
          <Code size="lg" fontFamily="mono" wordBreak="break-all" maxW="xs" aria-label="Setup key">
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </Code>
          <Text textStyle="sm" color="fg.muted">
            Time-based, six digits, every 30 seconds.
          </Text>
        </Stack>
      </HStack>
      <FormStack onSubmit={submit} gap="3" maxW="sm">
        <FormError message={getErrorMessageOrNull(confirm.error)} />
        <Field.Root required>
          <Field.Label>Code from your app</Field.Label>
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" loading={isPending} disabled={!code.trim()}>
            Turn on two-step sign-in
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </FormStack>
    </Stack>
  );
}
