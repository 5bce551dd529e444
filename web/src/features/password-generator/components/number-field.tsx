import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  helperText?: string;
  disabled?: boolean;
}

/**
 * A whole-number field that keeps what is being typed (an empty box, "1" on the way to "12") and
 * reports only values within its limits; leaving the field shows the value in use again.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
  helperText,
  disabled = false,
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const parsed = Number(text);
  const isValid = text !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max;
  return (
    <Field.Root invalid={!isValid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          const number = Number(next);
          if (next !== '' && Number.isInteger(number) && number >= min && number <= max)
            onChange(number);
        }}
        onBlur={() => setDraft(null)}
      />
      {isValid ? (
        helperText ? (
          <Field.HelperText>{helperText}</Field.HelperText>
        ) : null
      ) : (
        <Field.ErrorText>{`A whole number from ${min} to ${max}.`}</Field.ErrorText>
      )}
    </Field.Root>
  );
}
