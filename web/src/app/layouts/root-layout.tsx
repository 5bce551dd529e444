import { Outlet } from 'react-router-dom';
import { RouteAnnouncer } from '@/components/route-announcer';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { useScrollOnNavigation } from '@/hooks/use-scroll-on-navigation';
import { selectSessionStatus } from '@/lib/session/session.slice';
import { useAppSelector } from '../hooks';

/** While the session is being checked, only the overlay renders: no page flashes the wrong state. */
export function RootLayout() {
  const status = useAppSelector(selectSessionStatus);
  useScrollOnNavigation();
  if (status === 'loading') return <FullScreenSpinner />;
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
    </>
  );
}
