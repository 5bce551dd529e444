import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Monitor } from 'lucide-react';
import { headerPopupPositioning } from '@/components/ui/header-popup-positioning';
import { isTheme, useTheme } from './theme-context';
import { THEME_OPTIONS } from './theme-options';

/** The compact theme switcher for page headers. */
export function ThemeMenu() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const current = THEME_OPTIONS.find((option) => option.value === resolvedTheme);
  const CurrentIcon = current?.icon ?? Monitor;
  const label = THEME_OPTIONS.find((option) => option.value === theme)?.label ?? theme;

  return (
    <Menu.Root positioning={headerPopupPositioning}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Theme: ${label}. Change theme`}>
          <CurrentIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            <Menu.RadioItemGroup
              value={theme}
              onValueChange={(details) => {
                if (isTheme(details.value)) setTheme(details.value);
              }}
            >
              <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
              {THEME_OPTIONS.map(({ value, label: optionLabel, icon: Icon }) => (
                <Menu.RadioItem key={value} value={value}>
                  <Icon aria-hidden size={16} />
                  {optionLabel}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
