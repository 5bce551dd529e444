import {
  Badge,
  Button,
  Field,
  HStack,
  Input,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { EmailSchema } from '@bulwark/contracts/schemas/email.schema';
import { MONITORED_ADDRESSES_MAX } from '@bulwark/contracts/schemas/monitored-address.schema';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { toast } from '@/components/ui/toast-store';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessage, getErrorMessageOrNull } from '@/lib/get-error-message';
import { useAlertSettings, useUpdateAlertSettings } from '../api/breach-alerts';
import {
  useAddMonitoredAddress,
  useMonitoredAddresses,
  useRemoveMonitoredAddress,
} from '../api/monitored-addresses';

function AddAddressForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddMonitoredAddress();
  const { isPending, run } = useSingleFlight();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'That email address does not look right.');
      return;
    }
    void run(async () => {
      if (!(await mutateSettled(add, parsed.data))) return;
      setEmail('');
      toast({ title: `We sent a confirmation link to ${parsed.data}.` });
    });
  }
  return (
    <FormStack gap="3" onSubmit={onSubmit} aria-label="Monitor another address">
      <FormError message={getErrorMessageOrNull(add.error)} />
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Monitor another address</Field.Label>
        <HStack width="full">
          <Input
            type="email"
            name="monitored-email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" variant="outline" loading={isPending}>
            Add
          </Button>
        </HStack>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        <Field.HelperText>
          Up to {MONITORED_ADDRESSES_MAX} besides your account address; each is confirmed by email.
        </Field.HelperText>
      </Field.Root>
    </FormStack>
  );
}

function AlertDestination() {
  const settings = useAlertSettings();
  const update = useUpdateAlertSettings();
  if (!settings.data) return null;
  return (
    <RadioGroup.Root
      value={settings.data.mailTo}
      onValueChange={(details) =>
        update.mutate({ mailTo: details.value === 'account' ? 'account' : 'affected' })
      }
      aria-label="Where alert emails go"
    >
      <Text fontWeight="medium" mb="2">
        Send alert emails to
      </Text>
      <Stack gap="2">
        {[
          ['affected', 'The address that was found'],
          ['account', 'My account address'],
        ].map(([value, label]) => (
          <RadioGroup.Item key={value} value={value ?? ''}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** The addresses Bulwark re-checks daily and alerts about. */
export function MonitoredAddressesPanel() {
  const addresses = useMonitoredAddresses();
  const remove = useRemoveMonitoredAddress();
  return (
    <Stack gap="6">
      {addresses.isPending ? <Skeleton height="16" /> : null}
      {addresses.isError ? <FormError message={getErrorMessage(addresses.error)} /> : null}
      <Stack as="ul" gap="2" listStyleType="none">
        {addresses.data?.map((address) => (
          <HStack
            as="li"
            key={address.id}
            justify="space-between"
            borderWidth="1px"
            rounded="l2"
            px="4"
            py="2"
            wrap="wrap"
          >
            <Text>{address.email}</Text>
            <HStack gap="2">
              {address.isAccountAddress ? <Badge>Account address</Badge> : null}
              <Badge colorPalette={address.verifiedAt ? 'green' : 'orange'}>
                {address.verifiedAt ? 'Monitored' : 'Waiting for confirmation'}
              </Badge>
              {address.isAccountAddress ? null : (
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => remove.mutate(address.id)}
                  aria-label={`Stop monitoring ${address.email}`}
                >
                  Remove
                </Button>
              )}
            </HStack>
          </HStack>
        ))}
      </Stack>
      <AddAddressForm />
      <AlertDestination />
    </Stack>
  );
}
