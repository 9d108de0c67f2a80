import type { SchoolRoleId } from '../core/roles.ts';
import { type ModuleEntry, moduleCatalogue } from './module-catalogue.ts';
import { roleDefaultKeys } from './role-defaults.ts';

const byId = new Map(moduleCatalogue.map((entry) => [entry.id, entry]));
const byKey = new Map(moduleCatalogue.map((entry) => [entry.key, entry]));
const children = new Map<number, ModuleEntry[]>();
for (const entry of moduleCatalogue) {
  if (entry.parent_id === null) continue;
  children.set(entry.parent_id, [...(children.get(entry.parent_id) ?? []), entry]);
}

export const findModule = (id: number) => byId.get(id);
export const findModuleByKey = (key: string) => byKey.get(key);

/** The page entries (those with a url) at or below an entry. */
export function pageIdsUnder(entryId: number): number[] {
  const entry = byId.get(entryId);
  if (!entry) return [];
  if (entry.url) return [entry.id];
  return (children.get(entryId) ?? []).flatMap((child) => pageIdsUnder(child.id));
}

// Every module route's access check asks these: the catalogue does not change, so once.
const pageIdsUnderKey = new Map(
  moduleCatalogue.map((entry) => [entry.key, pageIdsUnder(entry.id)]),
);
const schoolPageIds = moduleCatalogue
  .filter((entry) => entry.area === 'school' && entry.url)
  .map((entry) => entry.id);

/** Page ids of catalogue keys; an unknown key is a programming error. */
export function pageIdsOfKeys(keys: readonly string[]): number[] {
  return [
    ...new Set(
      keys.flatMap((key) => {
        const entry = byKey.get(key);
        if (!entry) throw new Error(`Unknown module key: ${key}`);
        return pageIdsUnder(entry.id);
      }),
    ),
  ].sort((a, b) => a - b);
}

export const allSchoolPageIds = (): number[] => [...schoolPageIds];

/** The pages a role may open when nothing was set for the school. */
export function defaultPageIdsFor(roleId: SchoolRoleId): number[] {
  return roleId === 2 ? allSchoolPageIds() : pageIdsOfKeys(roleDefaultKeys[roleId]);
}

/** True when the user's pages include the module `key` or any page below it. */
export function admitsModule(pageIds: ReadonlySet<number>, key: string): boolean {
  return (pageIdsUnderKey.get(key) ?? []).some((id) => pageIds.has(id));
}

/** Strips a trailing slash and an id segment of the super-admin routes (school/information/{id}). */
function normalize(path: string): string {
  const clean = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  return clean;
}

/**
 * The spec's school-user rule: a path is open when it equals the redirect URL or matches
 * an accessible page's URL (a page URL also opens its sub-paths, e.g. /school/register/7).
 */
export function isPathAllowed(
  path: string,
  redirectUrl: string,
  pageIds: Iterable<number>,
): boolean {
  const target = normalize(path);
  if (target === normalize(redirectUrl)) return true;
  for (const id of pageIds) {
    const url = byId.get(id)?.url;
    if (url && (target === url || target.startsWith(`${url}/`))) return true;
  }
  return false;
}

export interface MenuNode {
  id: number;
  name: string;
  url: string | null;
  icon: string | null;
  type: ModuleEntry['type'];
  subModules: MenuNode[];
}

/** The side menu: the catalogue tree pruned to the given pages (and, when given, to built pages). */
export function buildMenu(
  area: ModuleEntry['area'],
  pageIds: ReadonlySet<number>,
  builtUrls?: ReadonlySet<string>,
): MenuNode[] {
  const visit = (entry: ModuleEntry): MenuNode | null => {
    if (entry.url) {
      if (!pageIds.has(entry.id) || (builtUrls && !builtUrls.has(entry.url))) return null;
      return {
        id: entry.id,
        name: entry.name,
        url: entry.url,
        icon: entry.icon,
        type: entry.type,
        subModules: [],
      };
    }
    const subModules = (children.get(entry.id) ?? [])
      .sort((a, b) => a.order - b.order)
      .map(visit)
      .filter((node): node is MenuNode => node !== null);
    if (subModules.length === 0) return null;
    return {
      id: entry.id,
      name: entry.name,
      url: null,
      icon: entry.icon,
      type: entry.type,
      subModules,
    };
  };
  return moduleCatalogue
    .filter((entry) => entry.area === area && entry.parent_id === null)
    .sort((a, b) => a.order - b.order)
    .map(visit)
    .filter((node): node is MenuNode => node !== null);
}
