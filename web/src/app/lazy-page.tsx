import { Suspense, lazy, type ComponentType } from 'react';
import { SectionSkeleton } from '@/components/section-skeleton';
import { PageSpinner } from '@/components/ui/page-spinner';

/**
 * A page whose code loads on first visit, with a centred spinner meanwhile (spec §2). Each
 * page gets its own Suspense boundary, so the spinner also shows when navigating between pages.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}

/**
 * A section of a page (a dashboard card) whose code loads with it, showing the section's skeleton
 * meanwhile, the same one the section shows while its data loads.
 */
export function lazySection(
  load: () => Promise<ComponentType>,
  skeleton: { label: string; height: string },
): ComponentType {
  const Section = lazy(async () => ({ default: await load() }));
  function LazySection() {
    return (
      <Suspense fallback={<SectionSkeleton {...skeleton} />}>
        <Section />
      </Suspense>
    );
  }
  return LazySection;
}
