import { Box, IconButton } from '@chakra-ui/react';
import { useTheme, type Theme } from './theme-context';
import { THEME_OPTIONS } from './theme-options';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };

/**
 * Every option's icon, only the stored choice's shown (public/theme-init.js sets it on <html>):
 * a page prerendered at build time cannot know the visitor's theme, and showing the light
 * theme's icon to someone in dark mode would flip when the app took over.
 */
function IconOfStoredChoice() {
  return THEME_OPTIONS.map(({ value, icon: Icon }) => (
    <Box
      key={value}
      as="span"
      display={value === 'light' ? 'contents' : 'none'}
      css={{
        [`html[data-theme-choice] &`]: { display: 'none' },
        [`html[data-theme-choice="${value}"] &`]: { display: 'contents' },
      }}
    >
      <Icon />
    </Box>
  ));
}

/**
 * The light-weight header switcher for public pages: one button steps light → dark → system.
 * (The dashboard's menu version pulls in popover code the first page load does without.)
 */
export function ThemeCycleButton() {
  const { theme, setTheme, choiceUnknown } = useTheme();
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
      {choiceUnknown ? <IconOfStoredChoice /> : <Icon />}
    </IconButton>
  );
}
