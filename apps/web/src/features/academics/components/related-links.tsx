import { useNavigation } from '../../../platform/navigation/navigation-context';
import type { PageLink } from '../../../ui/page-header';

/** The links a page offers to its neighbours, keeping only those the user may open. */
export function useRelatedLinks(links: readonly PageLink[]): PageLink[] {
  const { canOpen } = useNavigation();
  return links.filter((link) => canOpen(link.to));
}
