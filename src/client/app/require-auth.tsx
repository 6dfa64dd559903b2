import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useIsLoggedIn } from '../lib/session';

/** Login-guarded routes go to /login when no token is stored (docs/rules.md#screens-and-routes). */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  return loggedIn ? <Outlet /> : <Navigate to="/login" replace state={{ from: location.pathname }} />;
}
