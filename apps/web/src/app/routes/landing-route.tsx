import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedInSession } from '../../platform/session/session-query';

/**
 * The three landing pages (/dashboard, /parent_dashboard, /staff_dashboard) belong to
 * one kind of user each: a user only gets the one that is their redirect URL (spec §2.3).
 */
export function LandingRoute() {
  const { user } = useSignedInSession();
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') !== user.redirectUrl) {
    return <Navigate to={user.redirectUrl} replace />;
  }
  return <Outlet />;
}
