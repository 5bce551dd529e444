import { screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithUi } from '@/testing/render-with-ui';
import { SectionErrorBoundary } from './section-error-boundary';

let shouldFail = true;

function Flaky() {
  const [label] = useState('Loaded');
  if (shouldFail) throw new Error('render failed');
  return <p>{label}</p>;
}

test('a section that fails to render says so and can try again; its neighbours stay', async () => {
  // React reports the caught error on the console; this test expects exactly that.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  shouldFail = true;
  const { user } = renderWithUi(
    <>
      <p>Neighbour</p>
      <SectionErrorBoundary label="Your risk score">
        <Flaky />
      </SectionErrorBoundary>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Your risk score could not be shown.');
  expect(screen.getByText('Neighbour')).toBeInTheDocument();
  shouldFail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('Loaded')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();
});
