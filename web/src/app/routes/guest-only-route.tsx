import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectSessionStatus } from '@/lib/session/session.slice';
import { useAppSelector } from '../hooks';

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/** The in-app path saved by ProtectedRoute, or the dashboard. Never another origin. */
export function redirectTargetFrom(state: unknown): string {
  const from = (state as { from?: LocationLike } | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return paths.dashboard.root;
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** Login and registration are for signed-out visitors; a signed-in one goes on to the origin. */
export function GuestOnlyRoute() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status === 'signed-in') return <Navigate to={redirectTargetFrom(location.state)} replace />;
  return <Outlet />;
}
