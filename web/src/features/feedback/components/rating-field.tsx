import { Field, HStack, RadioGroup } from '@chakra-ui/react';
import { RATING_LABELS } from '../feedback-labels';

interface RatingFieldProps {
  value: number | null;
  onChange: (rating: number) => void;
  error: string | undefined;
}

/** Five labelled radio buttons: arrow keys move between them, as in any native radio group. */
export function RatingField({ value, onChange, error }: RatingFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <RadioGroup.Root
        name="rating"
        value={value === null ? null : String(value)}
        onValueChange={(details) => onChange(Number(details.value))}
        aria-describedby={error ? 'rating-error' : undefined}
      >
        <RadioGroup.Label>How would you rate Bulwark?</RadioGroup.Label>
        <HStack gap="5" mt="2" wrap="wrap">
          {RATING_LABELS.map((label, index) => (
            <RadioGroup.Item key={label} value={String(index + 1)}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{`${index + 1} – ${label}`}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      <Field.ErrorText id="rating-error">{error}</Field.ErrorText>
    </Field.Root>
  );
}
