import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { DerivedAddressCoverage } from './derived-address-coverage';

function coverageLine() {
  return screen.getByText(/You're monitoring/).closest('[data-tone]');
}

test('a check mark only when every address the person uses is monitored', () => {
  renderWithProviders(<DerivedAddressCoverage answers={{ X2: ['two'] }} monitored={2} />);
  expect(coverageLine()).toHaveAttribute('data-tone', 'good');
});

test('addresses left unmonitored get a warning sign, not a check', () => {
  renderWithProviders(<DerivedAddressCoverage answers={{ X2: ['three'] }} monitored={1} />);
  expect(screen.getByText("You're monitoring 1 of the 3 addresses you use.")).toBeInTheDocument();
  expect(coverageLine()).toHaveAttribute('data-tone', 'warning');
});

test('before the count is given, neither', () => {
  renderWithProviders(<DerivedAddressCoverage answers={{}} monitored={1} />);
  expect(coverageLine()).toHaveAttribute('data-tone', 'neutral');
});
