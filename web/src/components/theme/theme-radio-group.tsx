import { HStack, RadioGroup } from '@chakra-ui/react';
import { useTheme, isTheme } from './theme-context';
import { THEME_OPTIONS } from './theme-options';

/** The labelled theme choice for settings pages. */
export function ThemeRadioGroup() {
  const { theme, setTheme } = useTheme();
  return (
    <RadioGroup.Root
      value={theme}
      onValueChange={(details) => {
        if (isTheme(details.value)) setTheme(details.value);
      }}
    >
      <RadioGroup.Label>Theme</RadioGroup.Label>
      <HStack gap="6" mt="2" wrap="wrap">
        {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
          <RadioGroup.Item key={value} value={value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText display="inline-flex" alignItems="center" gap="1.5">
              <Icon aria-hidden size={16} />
              {label}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
