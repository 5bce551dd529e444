import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteAnnouncer } from '@/components/route-announcer';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { selectSessionStatus } from '@/lib/session/session.slice';
import { useAppSelector } from '../hooks';

function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** While the session is being checked, only the overlay renders: no page flashes the wrong state. */
export function RootLayout() {
  const status = useAppSelector(selectSessionStatus);
  useScrollToTopOnNavigation();
  if (status === 'loading') return <FullScreenSpinner />;
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
    </>
  );
}
