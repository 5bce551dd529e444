import { Button, Field, NativeSelect, Textarea } from '@chakra-ui/react';
import { CallableError } from '@bulwark/contracts/errors';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_PER_HOUR,
  SubmitFeedbackInputSchema,
} from '@bulwark/contracts/schemas/feedback.schema';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/get-error-message';
import { useSubmitFeedback } from '../api/submit-feedback';
import { CATEGORY_LABELS } from '../feedback-labels';
import { RatingField } from './rating-field';
import { FormStack } from '@/components/ui/form-stack';

export const FEEDBACK_LIMIT_MESSAGE = `You have sent ${FEEDBACK_PER_HOUR} messages in the last hour. Try again later.`;

type FieldErrors = Partial<Record<'category' | 'rating' | 'message', string>>;

const EMPTY = { category: '', rating: null as number | null, message: '' };

function describeSubmitError(error: unknown): string {
  if (error instanceof CallableError && error.code === 'resource-exhausted')
    return FEEDBACK_LIMIT_MESSAGE;
  return getErrorMessage(error);
}

export function FeedbackForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmitFeedback();

  function update<K extends keyof typeof EMPTY>(field: K, value: (typeof EMPTY)[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same schema the server applies, so both sides agree on every limit.
    const parsed = SubmitFeedbackInputSchema.safeParse({ ...values, rating: values.rating ?? 0 });
    if (!parsed.success) {
      const { fieldErrors } = z.flattenError(parsed.error);
      setErrors({
        category: fieldErrors.category?.[0],
        rating: fieldErrors.rating?.[0],
        message: fieldErrors.message?.[0],
      });
      return;
    }
    submit.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        toast({ title: 'Thank you. Your feedback has been sent.' });
      },
    });
  }

  return (
    <FormStack gap="6" onSubmit={onSubmit} aria-label="Send feedback">
      <FormError message={submit.isError ? describeSubmitError(submit.error) : null} />
      <Field.Root required invalid={Boolean(errors.category)}>
        <Field.Label>What is it about?</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="category"
            value={values.category}
            onChange={(event) => update('category', event.target.value)}
          >
            <option value="">Choose a category</option>
            {FEEDBACK_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.category}</Field.ErrorText>
      </Field.Root>
      <RatingField
        value={values.rating}
        onChange={(rating) => update('rating', rating)}
        error={errors.rating}
      />
      <Field.Root required invalid={Boolean(errors.message)}>
        <Field.Label>Your message</Field.Label>
        <Textarea
          name="message"
          rows={6}
          maxLength={FEEDBACK_MESSAGE_MAX}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
        />
        <Field.HelperText>
          {values.message.length} / {FEEDBACK_MESSAGE_MAX} characters, at least 10.
        </Field.HelperText>
        <Field.ErrorText>{errors.message}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="blue" alignSelf="start" loading={submit.isPending}>
        Send feedback
      </Button>
    </FormStack>
  );
}
