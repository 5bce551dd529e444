import { Suspense, lazy, type ComponentType } from 'react';
import { SectionSkeleton, type SectionHeight } from '@/components/section-skeleton';
import { PageSpinner } from '@/components/ui/page-spinner';
import { loadPageRecipes } from '@/components/ui/system';
import { loadQueryClient } from '@/lib/query-client-loader';

/** A page component whose code can be fetched before it first renders. */
export type PreloadablePage<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * A thenable that calls back at once. React.lazy reads its component in the same render when the
 * loader's thenable settles synchronously, so a page fetched beforehand renders without suspending.
 * Typed as the Promise React's types ask for: React only calls its then(), ignoring the result.
 */
function settledNow<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (settled: T) => unknown) => void onFulfilled?.(value) };
  return thenable as unknown as Promise<T>;
}

/**
 * React.lazy over `preload`, remembering the component it loaded: once `preload()` has settled,
 * the component renders in its first render, without suspending. Each caller decides how its
 * loading is shared and whether a failed load is tried again.
 */
function lazyRemembered<P extends object>(preload: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const remembered = () => preload().then((component) => (loaded = component));
  const Lazy = lazy(() =>
    loaded
      ? settledNow({ default: loaded })
      : remembered().then((component) => ({ default: component })),
  );
  return { Lazy, preload: remembered };
}

/**
 * A page whose code loads on first visit, with a centred spinner meanwhile (spec §2). Each
 * page gets its own Suspense boundary, so the spinner also shows when navigating between pages.
 * `preload()` fetches the code ahead: start-up does it for the page being opened, so the first
 * render shows the page itself (over its prerendered HTML), never the spinner.
 *
 * What pages share but the first load does without comes with the first page: the pages' Chakra
 * recipes, so a page never draws before its styles are there, and the query client it reads with.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadablePage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const { Lazy: Page, preload } = lazyRemembered(
    () =>
      (loading ??= Promise.all([load(), loadQueryClient(), loadPageRecipes()]).then(
        ([Component, { WithQueryClient }]) =>
          (props: P) => (
            <WithQueryClient>
              <Component {...props} />
            </WithQueryClient>
          ),
      )),
  );
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}

/**
 * A section of a page (a dashboard card) whose code loads with it, showing the section's skeleton
 * meanwhile, the same one the section shows while its data loads. `preload()` starts the code
 * beside the page's own (router.tsx), so the section need not wait for the page to render first;
 * a preload that failed is tried again when the section renders, which then shows its error.
 */
export function lazySection(
  load: () => Promise<ComponentType>,
  skeleton: { label: string; height: SectionHeight },
): PreloadablePage {
  let loading: Promise<ComponentType> | undefined;
  const { Lazy: Section, preload } = lazyRemembered(
    () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      })),
  );
  function LazySection() {
    return (
      <Suspense fallback={<SectionSkeleton {...skeleton} />}>
        <Section />
      </Suspense>
    );
  }
  return Object.assign(LazySection, { preload });
}
