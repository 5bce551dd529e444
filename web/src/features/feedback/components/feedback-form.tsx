import { Button, Field, NativeSelect } from '@chakra-ui/react';
import { CallableError } from '@bulwark/contracts/errors';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_PER_HOUR,
} from '@bulwark/contracts/schemas/feedback.schema';
import { LimitedTextarea } from '@/components/limited-text';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { getErrorMessage } from '@/lib/get-error-message';
import { CATEGORY_LABELS } from '../feedback-labels';
import { useFeedbackForm } from '../hooks/use-feedback-form';
import { RatingField } from './rating-field';

export const FEEDBACK_LIMIT_MESSAGE = `You have sent ${FEEDBACK_PER_HOUR} messages in the last hour. Try again later.`;

function describeSubmitError(error: unknown): string {
  if (error instanceof CallableError && error.code === 'resource-exhausted')
    return FEEDBACK_LIMIT_MESSAGE;
  return getErrorMessage(error);
}

export function FeedbackForm() {
  const { values, errors, update, onSubmit, isSending, sendError } = useFeedbackForm();

  return (
    <FormStack gap="6" onSubmit={onSubmit} aria-label="Send feedback">
      <FormError message={sendError ? describeSubmitError(sendError) : null} />
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
        <LimitedTextarea
          name="message"
          rows={6}
          maxLength={FEEDBACK_MESSAGE_MAX}
          countFrom={0}
          value={values.message}
          onValueChange={(message) => update('message', message)}
        />
        <Field.HelperText>{`At least ${FEEDBACK_MESSAGE_MIN} characters.`}</Field.HelperText>
        <Field.ErrorText>{errors.message}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="blue" alignSelf="start" loading={isSending}>
        Send feedback
      </Button>
    </FormStack>
  );
}
