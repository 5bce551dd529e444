import { Button, Field, HStack } from '@chakra-ui/react';
import { DISPLAY_NAME_MAX, DisplayNameSchema } from '@bulwark/contracts/schemas/profile.schema';
import { useState, type FormEvent } from 'react';
import { LimitedInput } from '@/components/limited-text';
import { toast } from '@/components/ui/toast-store';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import { useUpdateProfile } from '../api/update-profile';
import { FormStack } from '@/components/ui/form-stack';

export function DisplayNameForm({ displayName }: { displayName: string }) {
  const [value, setValue] = useState(displayName);
  const [inputError, setInputError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const { isPending, run } = useSingleFlight();
  const error = inputError ?? getErrorMessageOrNull(update.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = DisplayNameSchema.safeParse(value);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? 'Check the name.');
      return;
    }
    void run(async () => {
      if (await mutateSettled(update, { displayName: parsed.data })) {
        toast({ title: 'Display name saved.' });
      }
    });
  }

  return (
    <FormStack onSubmit={submit} gap="3">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Display name</Field.Label>
        <HStack w="full" align="start" gap="3" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <LimitedInput
            name="display-name"
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX}
            value={value}
            onValueChange={(name) => {
              setValue(name);
              setInputError(null);
              update.reset();
            }}
          />
          <Button
            type="submit"
            variant="outline"
            loading={isPending}
            disabled={value.trim() === displayName}
          >
            Save
          </Button>
        </HStack>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </FormStack>
  );
}
