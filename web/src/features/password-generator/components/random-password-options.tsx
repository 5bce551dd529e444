import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  LOOK_ALIKES,
  MINIMUM_COUNT,
  PASSWORD_LENGTH,
  type RandomPasswordOptions,
} from '../lib/character-classes';
import { randomOptionsChanged } from '../password-generator.slice';
import { NumberField } from './number-field';
import { OptionCheckbox } from './option-checkbox';

interface RandomPasswordOptionsProps {
  options: RandomPasswordOptions;
  /** Set when a strength target chose the length. */
  targetLength: number | undefined;
  onChange: (action: UnknownAction) => void;
}

export function RandomPasswordOptionsForm({
  options,
  targetLength,
  onChange,
}: RandomPasswordOptionsProps) {
  const change = (patch: Partial<RandomPasswordOptions>) => onChange(randomOptionsChanged(patch));
  return (
    <Stack gap="5">
      <NumberField
        label="Length"
        value={targetLength ?? options.length}
        min={PASSWORD_LENGTH.min}
        max={PASSWORD_LENGTH.max}
        disabled={targetLength !== undefined}
        helperText={
          targetLength === undefined
            ? `${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} characters`
            : 'Chosen by the strength target'
        }
        onChange={(length) => change({ length })}
      />
      <CharacterKinds options={options} onChange={change} />
      <Field.Root disabled={!options.symbols}>
        <Field.Label>Symbols to use</Field.Label>
        <Input
          fontFamily="mono"
          value={options.symbolSet}
          onChange={(event) => change({ symbolSet: event.target.value })}
        />
        <Field.HelperText>
          Any of the 32 ASCII punctuation characters; all of them by default.
        </Field.HelperText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <NumberField
          label="Minimum digits"
          value={options.minDigits}
          min={MINIMUM_COUNT.min}
          max={MINIMUM_COUNT.max}
          disabled={!options.digits}
          onChange={(minDigits) => change({ minDigits })}
        />
        <NumberField
          label="Minimum symbols"
          value={options.minSymbols}
          min={MINIMUM_COUNT.min}
          max={MINIMUM_COUNT.max}
          disabled={!options.symbols}
          onChange={(minSymbols) => change({ minSymbols })}
        />
      </SimpleGrid>
      <OptionCheckbox
        checked={options.requireEachKind}
        onChange={(requireEachKind) => change({ requireEachKind })}
      >
        At least one of each chosen kind
      </OptionCheckbox>
      <OptionCheckbox
        checked={options.avoidLookAlikes}
        onChange={(avoidLookAlikes) => change({ avoidLookAlikes })}
      >
        {`Avoid look-alikes (${[...LOOK_ALIKES].join(' ')})`}
      </OptionCheckbox>
      <Field.Root>
        <Field.Label>Exclude characters</Field.Label>
        <Input
          fontFamily="mono"
          value={options.exclude}
          onChange={(event) => change({ exclude: event.target.value })}
        />
      </Field.Root>
    </Stack>
  );
}

const KINDS = [
  { kind: 'uppercase', label: 'Upper case (A–Z)' },
  { kind: 'lowercase', label: 'Lower case (a–z)' },
  { kind: 'digits', label: 'Digits (0–9)' },
  { kind: 'symbols', label: 'Symbols' },
] as const;

function CharacterKinds({
  options,
  onChange,
}: {
  options: RandomPasswordOptions;
  onChange: (patch: Partial<RandomPasswordOptions>) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      {KINDS.map(({ kind, label }) => (
        <OptionCheckbox
          key={kind}
          checked={options[kind]}
          onChange={(checked) => onChange({ [kind]: checked })}
        >
          {label}
        </OptionCheckbox>
      ))}
    </SimpleGrid>
  );
}
