import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { renderRoutes } from './testing/render-with-providers';
import { RouteErrorPage } from '@/components/errors/route-error-page';

function Broken(): never {
  throw new Error('render failed');
}

const routes = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Link to="/broken">Open the broken page</Link> },
      { path: 'broken', element: <Broken /> },
      { path: 'fine', element: <h1>A page that works</h1> },
    ],
  },
];

test("a page that fails to render shows the route's error page, and the next page renders again", async () => {
  // React reports the caught error on the console; this test expects exactly that.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { router, user } = renderRoutes(routes);
  await user.click(await screen.findByRole('link', { name: 'Open the broken page' }));

  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();

  await act(() => router.navigate('/fine'));
  expect(await screen.findByRole('heading', { name: 'A page that works' })).toBeInTheDocument();
  await act(() => router.navigate(-1));
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  await act(() => router.navigate(-1));
  expect(await screen.findByRole('link', { name: 'Open the broken page' })).toBeInTheDocument();
});
