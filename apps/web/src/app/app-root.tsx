import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullScreenLoader } from '../ui/full-screen-loader';
import { useStartup } from './startup/use-startup';

// The signed-in shell (menu, top bar, module catalogue, all component styles) loads after
// sign-in, keeping the sign-in page small.
const SignedInShell = lazy(() =>
  import('./layouts/signed-in-shell').then((module) => ({ default: module.SignedInShell })),
);

/**
 * The root route: waits for start-up, then shows the signed-in shell or the public pages.
 * A new page opens at its top (saving an edit lands at the top of the list); back and forward
 * return to where the user was.
 */
export function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <StartedApp />
    </>
  );
}

function StartedApp() {
  const startup = useStartup();
  if (startup.kind === 'checking') return <FullScreenLoader />;
  if (startup.kind === 'leaving') return <FullScreenLoader label="Redirecting..." />;
  if (startup.kind === 'signed-in') {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <SignedInShell session={startup.session}>
          <Outlet />
        </SignedInShell>
      </Suspense>
    );
  }
  return <Outlet />;
}
