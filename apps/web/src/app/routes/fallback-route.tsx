import { Navigate, useLocation } from 'react-router';
import { useSignedInSession } from '../../platform/session/session-query';
import { homeFallback } from './home-fallback';
import { unknownPathTarget } from './unknown-path';

/** Unknown paths of a signed-in user: `/` (which forwards home), /dashboard for the super admin. */
export function FallbackRoute() {
  const { user } = useSignedInSession();
  const { pathname } = useLocation();
  const target = unknownPathTarget(user, pathname);
  if (target === null) return homeFallback;
  return <Navigate to={target} replace />;
}
