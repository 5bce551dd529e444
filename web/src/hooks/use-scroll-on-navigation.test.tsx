import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

function Page() {
  useScrollOnNavigation();
  const [isLoaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        load
      </button>
      {isLoaded ? <h2 id="two-step">Two-step sign-in</h2> : null}
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

test('a link to a section lands on it once the page renders it, below the sticky header', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: ['/start'],
  });
  const { getByRole } = render(<RouterProvider router={router} />);
  await act(() => router.navigate('/dashboard/profile-settings#two-step'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 500,
    height: 0,
  } as DOMRect);
  act(() => getByRole('button', { name: 'load' }).click());
  await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 500 - 16));
});

test('a new page without a section starts at its top', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: ['/start'],
  });
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();
  await act(() => router.navigate('/elsewhere'));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
