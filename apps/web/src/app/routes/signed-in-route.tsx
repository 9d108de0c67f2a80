import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../platform/session/session-query';

/** Screens for signed-in users: everyone else starts again at `/`. */
export function SignedInRoute() {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  return <Outlet />;
}
