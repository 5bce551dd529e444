import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '@/testing/render-with-ui';
import { lazyPage, lazySection } from './lazy-page';
import { preloadRoute } from './preload-route';

function Greeting() {
  return <p>Hello</p>;
}

describe('lazyPage', () => {
  it('shows the spinner while the code loads, then the page', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    renderWithUi(<Page />);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeVisible();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('renders a page fetched beforehand in its first render, without the spinner', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    await Page.preload();
    renderWithUi(<Page />);
    expect(screen.getByText('Hello')).toBeVisible();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('fetches the code once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    renderWithUi(
      <>
        <Page />
        <Page />
      </>,
    );
    expect(screen.getAllByText('Hello')).toHaveLength(2);
    expect(load).toHaveBeenCalledOnce();
  });

  it("renders a page only once the pages' Chakra recipes are in the system", async () => {
    // A fresh system, without the recipes the test setup added to the shared one.
    vi.resetModules();
    const { system } = await import('@/components/ui/system');
    const fresh = await import('./lazy-page');
    expect(system.isSlotRecipe('card')).toBe(false);
    function CardRecipeHeld() {
      return <p>{system.isSlotRecipe('card') ? 'card styled' : 'card unstyled'}</p>;
    }
    const Page = fresh.lazyPage(() => Promise.resolve(CardRecipeHeld));
    renderWithUi(<Page />);
    expect(await screen.findByText('card styled')).toBeVisible();
  });
});

describe('lazySection', () => {
  const skeleton = { label: 'Loading the greeting', height: '40' } as const;

  it('shows its skeleton while the code loads, then the section', async () => {
    const Section = lazySection(() => Promise.resolve(Greeting), skeleton);
    renderWithUi(<Section />);
    expect(screen.getByText('Loading the greeting…')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeVisible();
  });

  it('renders a section preloaded with its page in its first render, without the skeleton', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Section = lazySection(load, skeleton);
    await Section.preload();
    renderWithUi(<Section />);
    expect(screen.getByText('Hello')).toBeVisible();
    expect(screen.queryByText('Loading the greeting…')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads again as it renders when the preload failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Greeting);
    const Section = lazySection(load, skeleton);
    await expect(Section.preload()).rejects.toThrow('chunk failed');
    renderWithUi(<Section />);
    expect(await screen.findByText('Hello')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadRoute', () => {
  it('fetches the layout and the page a path renders, and nothing else', async () => {
    const loads = { layout: vi.fn(), page: vi.fn(), other: vi.fn() };
    const preloadable = (name: keyof typeof loads) =>
      lazyPage(() => {
        loads[name]();
        return Promise.resolve(Greeting);
      });
    const [Layout, Page, Other] = [
      preloadable('layout'),
      preloadable('page'),
      preloadable('other'),
    ];
    const routes = [
      {
        path: '/dashboard',
        element: <Layout />,
        children: [{ path: 'alerts', element: <Page /> }],
      },
      { path: '/other', element: <Other /> },
    ];

    await preloadRoute(routes, '/dashboard/alerts');
    expect(loads.layout).toHaveBeenCalledOnce();
    expect(loads.page).toHaveBeenCalledOnce();
    expect(loads.other).not.toHaveBeenCalled();
  });

  it('does nothing for a path no route matches', async () => {
    await expect(preloadRoute([], '/nowhere')).resolves.toBeUndefined();
  });
});
