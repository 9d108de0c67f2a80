import { buildMenu, isPathAllowed, type MenuNode, type SessionUser } from '@shala/contracts';
import { normalizePath } from './paths';
import { areaOf } from './user-area';

type MenuUser = Pick<SessionUser, 'userType' | 'redirectUrl' | 'accessibleModules'>;

/** The user's menu tree: catalogue entries they may open AND whose page is built. */
export function buildUserMenu(user: MenuUser, builtUrls: ReadonlySet<string>): MenuNode[] {
  const area = areaOf(user.userType);
  if (!area) return [];
  return buildMenu(area, new Set(user.accessibleModules), builtUrls);
}

/** True when the user may open the path (spec §2.3) and a page is built for it. */
export function canOpenPath(user: MenuUser, builtUrls: ReadonlySet<string>, path: string): boolean {
  if (!areaOf(user.userType)) return false;
  const target = normalizePath(path);
  const built = [...builtUrls].some((url) => target === url || target.startsWith(`${url}/`));
  return built && isPathAllowed(target, user.redirectUrl, user.accessibleModules);
}

/**
 * The side menu's shape: a group that leads to a single page becomes that page, keeping
 * the group's icon, so nobody opens a drop-down to find one link.
 */
export function collapseSingleChildGroups(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.map((node) => {
    if (node.url) return node;
    const subModules = collapseSingleChildGroups(node.subModules);
    const [only] = subModules;
    if (subModules.length === 1 && only?.url) return { ...only, icon: only.icon ?? node.icon };
    return { ...node, subModules };
  });
}

/** Every page of a tree, depth first, in menu order. */
export function listMenuPages(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.url ? [node] : listMenuPages(node.subModules)));
}

/** True when the pathname is the page `url` or one of its sub-paths. */
export function isActiveUrl(url: string, pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === url || path.startsWith(`${url}/`);
}

/** Ids from the outermost group down to the page at `pathname`; empty when no entry matches. */
export function findActiveTrail(nodes: readonly MenuNode[], pathname: string): number[] {
  for (const node of nodes) {
    if (node.url) {
      if (isActiveUrl(node.url, pathname)) return [node.id];
      continue;
    }
    const inner = findActiveTrail(node.subModules, pathname);
    if (inner.length) return [node.id, ...inner];
  }
  return [];
}
