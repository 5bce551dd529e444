import { Suspense, lazy } from 'react';
import type { NavCountSource } from './nav-count-badge';

/** A nav link's live count whose code loads on first use; the link shows without one meanwhile. */
export function lazyNavCount(load: () => Promise<NavCountSource>): NavCountSource {
  const Source = lazy(async () => ({ default: await load() }));
  return function LazyNavCount({ children }) {
    return (
      <Suspense fallback={children(null)}>
        <Source>{children}</Source>
      </Suspense>
    );
  };
}
