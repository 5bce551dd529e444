import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithUi } from '@/testing/render-with-ui';
import { TwoFactorControls } from './two-factor-controls';

function renderControls(isEnabled: boolean) {
  return renderWithUi(
    <TwoFactorControls
      isEnabled={isEnabled}
      confirming={null}
      onChoose={vi.fn()}
      onConfirm={vi.fn()}
    />,
  );
}

test('"off" is a warning with the way to turn it on, not a green success', () => {
  renderControls(false);
  const notice = screen.getByText('Two-step sign-in is off').closest('[data-status]');
  expect(notice).toHaveAttribute('data-status', 'warning');
  expect(notice).toHaveTextContent('Anyone who learns your password can open your account.');
  expect(screen.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
});

test('"on" is good news', () => {
  renderControls(true);
  const notice = screen.getByText('Two-step sign-in is on').closest('[data-status]');
  expect(notice).toHaveAttribute('data-status', 'success');
});
