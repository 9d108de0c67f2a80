import { Navigate } from 'react-router';
import { useSession } from '../../platform/session/session-query';

/** Unknown paths: the user's landing page when signed in, else `/` (spec §2.4, §2.5). */
export function FallbackRoute() {
  const session = useSession();
  return <Navigate to={session ? session.user.redirectUrl : '/'} replace />;
}
