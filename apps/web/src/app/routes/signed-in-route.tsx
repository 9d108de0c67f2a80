import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../platform/session/session-query';

/** Signed-in pages and unknown paths: a visitor starts again at `/` (spec §2.4). */
export function SignedInRoute() {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  return <Outlet />;
}
