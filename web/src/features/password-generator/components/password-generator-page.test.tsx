import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithUi } from '@/testing/render-with-ui';
import { clearGeneratedHistory, findGeneratedPassword } from '../lib/generated-history';
import { PasswordGeneratorPage } from './password-generator-page';

afterEach(() => clearGeneratedHistory());

function currentPassword(): string {
  return screen.getByLabelText('Generated password').textContent ?? '';
}

test('shows a 20-character password with its exact entropy, and Regenerate draws another', async () => {
  const { user } = renderWithUi(<PasswordGeneratorPage />);
  const first = currentPassword();
  expect(first).toHaveLength(20);
  expect(screen.getAllByText(/bits$/)[0]).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(currentPassword()).not.toBe(first);
  expect(findGeneratedPassword(currentPassword())).toBeDefined();
});

test('Copy puts the password on the clipboard', async () => {
  const { user } = renderWithUi(<PasswordGeneratorPage />);
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getAllByRole('button', { name: 'Copy' })[0] as HTMLElement);
  expect(writeText).toHaveBeenCalledWith(currentPassword());
});

test('switching to PIN gives digits only, and length changes take effect at once', async () => {
  const { user } = renderWithUi(<PasswordGeneratorPage />);
  await user.click(screen.getByRole('tab', { name: 'PIN' }));
  expect(currentPassword()).toMatch(/^\d{6}$/);
  const digits = screen.getByRole('spinbutton', { name: 'Digits' });
  await user.clear(digits);
  await user.type(digits, '9');
  expect(currentPassword()).toMatch(/^\d{9}$/);
});

test('settings that cannot be met say why instead of showing a password', async () => {
  const { user } = renderWithUi(<PasswordGeneratorPage />);
  for (const name of ['Upper case (A–Z)', 'Lower case (a–z)', 'Digits (0–9)', 'Symbols']) {
    await user.click(screen.getByRole('checkbox', { name }));
  }
  expect(screen.getByText('Choose at least one kind of character.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Generated password')).not.toBeInTheDocument();
});

test('a strength target picks the length', async () => {
  const { user } = renderWithUi(<PasswordGeneratorPage />);
  await user.click(screen.getByRole('radio', { name: 'At least N bits' }));
  // 100 bits over all 94 characters with one of each kind needs 16 characters.
  expect(currentPassword()).toHaveLength(16);
  const history = screen.getByRole('list', { name: 'Recent passwords' });
  expect(within(history).getAllByRole('listitem').length).toBeGreaterThan(1);
});
