import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { SAVED_BREACH_NOTES_MAX } from '@bulwark/contracts/schemas/saved-breach.schema';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import { useUpdateNotes } from '../api/update-saved-breach';

export function SavedBreachNotes({
  id,
  notes,
  title,
}: {
  id: string;
  notes: string;
  title: string;
}) {
  const [draft, setDraft] = useState(notes);
  const update = useUpdateNotes();
  const { isPending, run } = useSingleFlight();
  return (
    <Stack gap="2">
      <FormError message={getErrorMessageOrNull(update.error)} />
      <Field.Root>
        <Field.Label>Notes on {title}</Field.Label>
        <Textarea
          value={draft}
          maxLength={SAVED_BREACH_NOTES_MAX}
          onChange={(event) => setDraft(event.target.value)}
          rows={3}
        />
      </Field.Root>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={draft === notes}
        loading={isPending}
        onClick={() =>
          void run(async () => {
            await mutateSettled(update, { id, notes: draft });
          })
        }
      >
        Save notes
      </Button>
    </Stack>
  );
}
