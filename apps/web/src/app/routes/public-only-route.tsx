import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../platform/session/session-query';

/** Sign-in screens: a signed-in user goes to their own landing page instead. */
export function PublicOnlyRoute() {
  const session = useSession();
  if (session) return <Navigate to={session.user.redirectUrl} replace />;
  return <Outlet />;
}
