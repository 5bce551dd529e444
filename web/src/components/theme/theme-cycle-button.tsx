import { IconButton } from '@chakra-ui/react';
import { useTheme, type Theme } from './theme-context';
import { THEME_OPTIONS } from './theme-options';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };

/**
 * The light-weight header switcher for public pages: one button steps light → dark → system.
 * (The dashboard's menu version pulls in popover code the first page load does without.)
 */
export function ThemeCycleButton() {
  const { theme, setTheme } = useTheme();
  const current = THEME_OPTIONS.find((option) => option.value === theme);
  const next = THEME_OPTIONS.find((option) => option.value === NEXT[theme]);
  if (!current || !next) return null;
  const Icon = current.icon;
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={`Theme: ${current.label}. Switch to ${next.label.toLowerCase()}`}
      title={`Theme: ${current.label}`}
      onClick={() => setTheme(next.value)}
    >
      <Icon />
    </IconButton>
  );
}
