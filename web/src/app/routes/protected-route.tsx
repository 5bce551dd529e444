import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectSessionStatus } from '@/lib/session/session.slice';
import { useAppSelector } from '../hooks';

/**
 * Signed-out visitors go to the login page; the page they asked for travels along as `from`.
 * Offline, nobody can tell, and the dashboard holds nothing of a person's until the server
 * answers: it opens, so the offline tools work (issue 12).
 */
export function ProtectedRoute() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status !== 'signed-in' && status !== 'offline') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
