import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../platform/session/session-query';
import { homeFallback } from './home-fallback';
import { unknownPathTarget } from './unknown-path';

/** Unknown paths: `/` (which forwards a signed-in user home), /dashboard for the super admin. */
export function FallbackRoute() {
  const session = useSession();
  const { pathname } = useLocation();
  const target = unknownPathTarget(session?.user ?? null, pathname);
  if (target === null) return homeFallback;
  return <Navigate to={target} replace />;
}
