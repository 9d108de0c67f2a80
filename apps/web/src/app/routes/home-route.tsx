import { Navigate } from 'react-router';
import { useBranding } from '../../platform/branding/use-branding';
import { useSession } from '../../platform/session/session-query';
import { lazyPage } from '../lazy-page';

const productHome = lazyPage(() => import('../home/product/home-page'), 'HomePage');

/** `/`: the user's landing page when signed in, the school's login on a school host, else the product home. */
export function HomeRoute() {
  const session = useSession();
  const { isSchoolHost } = useBranding();
  if (session) return <Navigate to={session.user.redirectUrl} replace />;
  if (isSchoolHost) return <Navigate to="/login" replace />;
  return productHome;
}
