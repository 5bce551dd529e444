import { generateId } from '@bulwark/contracts/ids';
import { SubmitFeedbackInputSchema } from '@bulwark/contracts/schemas/feedback.schema';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { toast } from '@/components/ui/toast-store';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { useSubmitFeedback } from '../api/submit-feedback';

type FieldErrors = Partial<Record<'category' | 'rating' | 'message', string>>;

const EMPTY = { category: '', rating: null as number | null, message: '' };
export type FeedbackValues = typeof EMPTY;

/** The feedback form's state: its values, their problems, and one send at a time. */
export function useFeedbackForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // One key per message: a double click or a retry sends the same one, so the server stores the
  // message once. Any edit makes it a different message, with a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(generateId);
  const submit = useSubmitFeedback();
  const flight = useSingleFlight();

  function update<K extends keyof FeedbackValues>(field: K, value: FeedbackValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setIdempotencyKey(generateId());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same schema the server applies, so both sides agree on every limit.
    const parsed = SubmitFeedbackInputSchema.safeParse({
      ...values,
      rating: values.rating ?? 0,
      idempotencyKey,
    });
    if (!parsed.success) {
      const { fieldErrors } = z.flattenError(parsed.error);
      setErrors({
        category: fieldErrors.category?.[0],
        rating: fieldErrors.rating?.[0],
        message: fieldErrors.message?.[0],
      });
      return;
    }
    void flight.run(async () => {
      if (!(await mutateSettled(submit, parsed.data))) return;
      setValues(EMPTY);
      setIdempotencyKey(generateId());
      toast({ title: 'Thank you. Your feedback has been sent.' });
    });
  }

  return {
    values,
    errors,
    update,
    onSubmit,
    isSending: flight.isPending,
    sendError: submit.isError ? submit.error : null,
  };
}
