import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { setSystemPrefersDark } from '@/testing/match-media';
import { THEME_STORAGE_KEY, useTheme, type Theme } from './theme-context';
import { ThemeProvider } from './theme-provider';

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>{`theme=${theme} resolved=${resolvedTheme}`}</p>
      {(['light', 'dark', 'system'] satisfies Theme[]).map((option) => (
        <button key={option} type="button" onClick={() => setTheme(option)}>
          {option}
        </button>
      ))}
    </div>
  );
}

const root = document.documentElement;

test('the product default is light: class "light" on <html> when nothing is stored', () => {
  render(
    <ThemeProvider defaultTheme="light">
      <ThemeProbe />
    </ThemeProvider>,
  );
  expect(screen.getByText('theme=light resolved=light')).toBeInTheDocument();
  expect(root).toHaveClass('light');
  expect(root).not.toHaveClass('dark');
});

test('the component on its own falls back to system', () => {
  render(
    <ThemeProvider>
      <ThemeProbe />
    </ThemeProvider>,
  );
  expect(screen.getByText('theme=system resolved=light')).toBeInTheDocument();
});

test('applies the theme stored under vite-ui-theme', () => {
  window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  render(
    <ThemeProvider defaultTheme="light">
      <ThemeProbe />
    </ThemeProvider>,
  );
  expect(root).toHaveClass('dark');
  expect(root).not.toHaveClass('light');
});

test('ignores a stored value that is not a theme', () => {
  window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
  render(
    <ThemeProvider defaultTheme="light">
      <ThemeProbe />
    </ThemeProvider>,
  );
  expect(root).toHaveClass('light');
});

test('remembers a new choice and swaps the class', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider defaultTheme="light">
      <ThemeProbe />
    </ThemeProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'dark' }));
  expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  expect(root).toHaveClass('dark');
  expect(root).not.toHaveClass('light');
});

test('system follows the operating system live', () => {
  window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
  render(
    <ThemeProvider defaultTheme="light">
      <ThemeProbe />
    </ThemeProvider>,
  );
  expect(root).toHaveClass('light');
  act(() => setSystemPrefersDark(true));
  expect(root).toHaveClass('dark');
  expect(screen.getByText('theme=system resolved=dark')).toBeInTheDocument();
  act(() => setSystemPrefersDark(false));
  expect(root).toHaveClass('light');
});

test('an explicit choice ignores the operating system', () => {
  window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
  render(
    <ThemeProvider defaultTheme="light">
      <ThemeProbe />
    </ThemeProvider>,
  );
  act(() => setSystemPrefersDark(true));
  expect(root).toHaveClass('light');
});
