import { Checkbox, Stack } from '@chakra-ui/react';
import { toggleOption } from '../../lib/multi-select';
import type { ChoiceOption } from './single-choice';

interface MultiChoiceProps {
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (optionIds: string[]) => void;
}

/** Checkboxes; an exclusive option ("None") unticks the rest, and the rest untick it. */
export function MultiChoice({ options, value, onChange }: MultiChoiceProps) {
  return (
    <Stack gap="2.5">
      {options.map((option) => (
        <Checkbox.Root
          key={option.id}
          checked={value.includes(option.id)}
          onCheckedChange={(details) =>
            onChange(toggleOption(value, option, details.checked === true, options))
          }
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">{option.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
