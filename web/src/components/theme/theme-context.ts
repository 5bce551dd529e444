import { createContext, useContext } from 'react';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

/** The storage key the spec names; public/theme-init.js reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

export interface ThemeContextValue {
  theme: Theme;
  /** What is on screen: `system` resolved through the OS preference. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  /**
   * True when the page is rendered at build time (src/prerender): the visitor's stored choice is
   * only known in their browser, where public/theme-init.js writes it on <html> as
   * `data-theme-choice` before the first paint.
   */
  choiceUnknown?: boolean;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}
