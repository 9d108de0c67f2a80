import type { MenuNode } from '@shala/contracts';

export interface QuickLink {
  id: number;
  name: string;
  url: string;
  /** The module the page sits in, when its group has modules (e.g. "Roles & Access"). */
  section: string | null;
}

export interface QuickLinkGroup {
  id: number;
  name: string;
  icon: string | null;
  links: QuickLink[];
}

/** The user's pages grouped by the menu's top-level groups, without the page being shown. */
export function groupQuickLinks(tree: readonly MenuNode[], currentUrl: string): QuickLinkGroup[] {
  const collect = (node: MenuNode, section: string | null): QuickLink[] =>
    node.url
      ? [{ id: node.id, name: node.name, url: node.url, section }]
      : node.subModules.flatMap((child) => collect(child, child.url ? section : child.name));

  return tree
    .map((group) => ({
      id: group.id,
      name: group.name,
      icon: group.icon,
      links: collect(group, null).filter((link) => link.url !== currentUrl),
    }))
    .filter((group) => group.links.length > 0);
}
