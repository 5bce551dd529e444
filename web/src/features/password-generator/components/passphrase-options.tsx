import { Field, Input, Stack } from '@chakra-ui/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  PASSPHRASE_WORDS,
  type PassphraseOptions,
  SEPARATOR_MAX_LENGTH,
} from '../lib/generate-passphrase';
import { passphraseOptionsChanged } from '../password-generator.slice';
import { NumberField } from './number-field';
import { OptionCheckbox } from './option-checkbox';

interface PassphraseOptionsProps {
  options: PassphraseOptions;
  targetWords: number | undefined;
  onChange: (action: UnknownAction) => void;
}

export function PassphraseOptionsForm({ options, targetWords, onChange }: PassphraseOptionsProps) {
  const change = (patch: Partial<PassphraseOptions>) => onChange(passphraseOptionsChanged(patch));
  return (
    <Stack gap="5">
      <NumberField
        label="Words"
        value={targetWords ?? options.words}
        min={PASSPHRASE_WORDS.min}
        max={PASSPHRASE_WORDS.max}
        disabled={targetWords !== undefined}
        helperText={
          targetWords === undefined
            ? 'From the EFF long word list (7,776 words, 12.9 bits each)'
            : 'Chosen by the strength target'
        }
        onChange={(words) => change({ words })}
      />
      <Field.Root>
        <Field.Label>Separator</Field.Label>
        <Input
          fontFamily="mono"
          maxLength={SEPARATOR_MAX_LENGTH}
          value={options.separator}
          onChange={(event) => change({ separator: event.target.value })}
        />
        <Field.HelperText>Any characters, or none.</Field.HelperText>
      </Field.Root>
      <OptionCheckbox
        checked={options.capitalize}
        onChange={(capitalize) => change({ capitalize })}
      >
        Capitalise each word
      </OptionCheckbox>
      <OptionCheckbox
        checked={options.includeNumber}
        onChange={(includeNumber) => change({ includeNumber })}
      >
        Add a digit to one word
      </OptionCheckbox>
    </Stack>
  );
}
