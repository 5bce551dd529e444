import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithUi } from '@/testing/render-with-ui';
import { CopyButton } from './copy-button';

afterEach(() => vi.useRealTimers());

test('says Copied for two seconds after the last copy, and its timer ends with the button', async () => {
  vi.useFakeTimers();
  const { unmount } = renderWithUi(<CopyButton text="a password" />);
  const button = screen.getByRole('button', { name: 'Copy' });
  // The copy awaits the clipboard: act waits for it and the re-render.
  const click = () => act(() => Promise.resolve(fireEvent.click(button)));
  await click();
  expect(button).toHaveAccessibleName('Copied');
  expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard.');
  await act(() => vi.advanceTimersByTimeAsync(1500));
  // A second copy starts the two seconds again.
  await click();
  await act(() => vi.advanceTimersByTimeAsync(1999));
  expect(button).toHaveAccessibleName('Copied');
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(button).toHaveAccessibleName('Copy');
  expect(screen.getByRole('status')).toHaveTextContent('');
  await click();
  unmount();
  // A timer left running would set state on the unmounted button (and, once the test
  // environment is gone, throw "window is not defined").
  expect(vi.getTimerCount()).toBe(0);
});

test('in a row of several, the name says what is copied and follows the visible word', async () => {
  renderWithUi(<CopyButton text="a password" size="xs" subject="the 4-word passphrase" />);
  const button = screen.getByRole('button', { name: 'Copy the 4-word passphrase' });
  await act(() => Promise.resolve(fireEvent.click(button)));
  expect(button).toHaveAccessibleName('Copied the 4-word passphrase');
  expect(await navigator.clipboard.readText()).toBe('a password');
});
