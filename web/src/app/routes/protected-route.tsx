import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectSessionStatus } from '@/lib/session/session.slice';
import { useAppSelector } from '../hooks';

/** Signed-out visitors go to the login page; the page they asked for travels along as `from`. */
export function ProtectedRoute() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status !== 'signed-in') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
