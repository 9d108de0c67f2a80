import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSignedInSession } from '../../platform/session/session-query';
import { homeFallback } from './home-fallback';
import type { PageEntry } from './page-registry';
import { resolvePage } from './resolve-page';

export interface BuiltPage {
  area: PageEntry['area'];
  gate?: PageEntry['gate'];
  element: ReactElement;
}

/** Serves the page of the user's area when the user may open this path; else goes home. */
export function RegisteredRoute({ pages }: { pages: BuiltPage[] }) {
  const { user } = useSignedInSession();
  const { pathname } = useLocation();
  const resolution = resolvePage(user, pathname, pages);
  if (resolution.kind === 'page') return resolution.page.element;
  if (resolution.kind === 'home') return homeFallback;
  return <Navigate to={resolution.to} replace />;
}
