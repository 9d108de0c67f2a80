import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSignedInSession } from '../../platform/session/session-query';
import { useDocumentTitle } from '../../ui/use-document-title';
import { homeFallback } from './home-fallback';
import type { PageEntry } from './page-registry';
import { pageTitleOf } from './page-title';
import { resolvePage } from './resolve-page';

export interface BuiltPage {
  url: PageEntry['url'];
  area: PageEntry['area'];
  gate?: PageEntry['gate'];
  element: ReactElement;
}

/** Serves the page of the user's area when the user may open this path; else goes home. */
export function RegisteredRoute({ pages }: { pages: BuiltPage[] }) {
  const { user } = useSignedInSession();
  const { pathname } = useLocation();
  const resolution = resolvePage(user, pathname, pages);
  useDocumentTitle(pageTitleOf(resolution.kind === 'page' ? resolution.page.url : pathname));
  if (resolution.kind === 'page') return resolution.page.element;
  if (resolution.kind === 'home') return homeFallback;
  return <Navigate to={resolution.to} replace />;
}
