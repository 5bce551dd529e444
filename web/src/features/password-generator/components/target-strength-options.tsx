import { Field, HStack, NativeSelect, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { ATTACK_SCENARIOS, type AttackScenario } from '../lib/crack-time';
import type { TargetStrength } from '../lib/target-strength';
import { targetChanged } from '../password-generator.slice';
import { NumberField } from './number-field';

const DEFAULT_BITS = 100;
const DEFAULT_SCENARIO: AttackScenario = 'offlineFast';
const DEFAULT_YEARS = 100;
const KINDS: { value: TargetStrength['kind']; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'bits', label: 'At least N bits' },
  { value: 'scenario', label: 'Resist an attack' },
];

interface TargetStrengthOptionsProps {
  target: TargetStrength;
  onChange: (action: UnknownAction) => void;
}

/** "Target strength": the user names bits or an attack, the generator picks the size. */
export function TargetStrengthOptions({ target, onChange }: TargetStrengthOptionsProps) {
  const set = (next: TargetStrength) => onChange(targetChanged(next));
  const scenario =
    target.kind === 'scenario'
      ? target
      : { kind: 'scenario' as const, scenario: DEFAULT_SCENARIO, years: DEFAULT_YEARS };
  return (
    <Stack gap="4">
      <RadioGroup.Root
        value={target.kind}
        onValueChange={(details) => {
          if (details.value === 'bits') set({ kind: 'bits', bits: DEFAULT_BITS });
          else if (details.value === 'scenario') set(scenario);
          else set({ kind: 'off' });
        }}
      >
        <RadioGroup.Label>Target strength</RadioGroup.Label>
        <HStack gap="5" mt="2" wrap="wrap">
          {KINDS.map((kind) => (
            <RadioGroup.Item key={kind.value} value={kind.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{kind.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {target.kind === 'bits' ? (
        <NumberField
          label="Bits"
          value={target.bits}
          min={20}
          max={256}
          onChange={(bits) => set({ kind: 'bits', bits })}
        />
      ) : null}
      {target.kind === 'scenario' ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root>
            <Field.Label>Attack</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={target.scenario}
                onChange={(event) =>
                  set({ ...target, scenario: event.target.value as AttackScenario })
                }
              >
                {(Object.keys(ATTACK_SCENARIOS) as AttackScenario[]).map((key) => (
                  <option key={key} value={key}>
                    {ATTACK_SCENARIOS[key].label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <NumberField
            label="For at least (years)"
            value={target.years}
            min={1}
            max={10000}
            onChange={(years) => set({ ...target, years })}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
