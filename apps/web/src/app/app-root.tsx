import { Outlet } from 'react-router';
import { areaOf } from '../platform/navigation/user-area';
import { FullScreenLoader } from '../ui/full-screen-loader';
import { NoAccessScreen } from './layouts/no-access-screen';
import { SignedInLayout } from './layouts/signed-in-layout';
import { useStartup } from './startup/use-startup';

/** The root route: waits for start-up, then shows the signed-in shell or the public pages. */
export function AppRoot() {
  const startup = useStartup();
  if (startup.kind === 'checking') return <FullScreenLoader />;
  if (startup.kind === 'leaving') return <FullScreenLoader label="Redirecting..." />;
  if (startup.kind === 'signed-in') {
    if (!areaOf(startup.session.user.userType)) return <NoAccessScreen session={startup.session} />;
    return (
      <SignedInLayout session={startup.session}>
        <Outlet />
      </SignedInLayout>
    );
  }
  return <Outlet />;
}
