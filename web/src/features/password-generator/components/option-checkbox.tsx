import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface OptionCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
}

export function OptionCheckbox({
  checked,
  onChange,
  children,
  disabled = false,
}: OptionCheckboxProps) {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
