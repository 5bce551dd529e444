import { RadioGroup, Separator, Stack } from '@chakra-ui/react';
import {
  NOT_APPLICABLE_OPTION,
  NOT_SURE_OPTION,
} from '@bulwark/contracts/risk-assessment/model-types';

export interface ChoiceOption {
  id: string;
  label: string;
  exclusive?: boolean | undefined;
}

interface SingleChoiceProps {
  labelledBy: string;
  options: readonly ChoiceOption[];
  value: string | null;
  onChange: (optionId: string) => void;
}

const isEscapeHatch = (option: ChoiceOption) =>
  option.id === NOT_SURE_OPTION || option.id === NOT_APPLICABLE_OPTION;

/** Radio buttons (arrow keys move between them); "Not sure" and "N/A" sit apart below the answers. */
export function SingleChoice({ labelledBy, options, value, onChange }: SingleChoiceProps) {
  const answers = options.filter((option) => !isEscapeHatch(option));
  const hatches = options.filter(isEscapeHatch);
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value)}
      aria-labelledby={labelledBy}
    >
      <Stack gap="2.5">
        {answers.map((option) => (
          <ChoiceItem key={option.id} option={option} />
        ))}
        {hatches.length > 0 ? <Separator /> : null}
        {hatches.map((option) => (
          <ChoiceItem key={option.id} option={option} />
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

function ChoiceItem({ option }: { option: ChoiceOption }) {
  return (
    <RadioGroup.Item value={option.id} alignItems="flex-start">
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator mt="0.5" />
      <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}
