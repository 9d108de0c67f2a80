import { allSchoolPageIds, buildMenu, type MenuNode } from '@shala/contracts';

export interface AccessPage {
  id: number;
  name: string;
}

/** The pages of one module of a group, or the group's own pages (name null). */
export interface AccessSection {
  id: number;
  name: string | null;
  pages: AccessPage[];
  pageIds: number[];
}

export interface AccessGroup {
  id: number;
  name: string;
  icon: string | null;
  sections: AccessSection[];
  pageIds: number[];
}

export type SelectionState = 'all' | 'some' | 'none';

const pagesOf = (node: MenuNode): AccessPage[] =>
  node.url ? [{ id: node.id, name: node.name }] : node.subModules.flatMap(pagesOf);

const toSection = (id: number, name: string | null, pages: AccessPage[]): AccessSection => ({
  id,
  name,
  pages,
  pageIds: pages.map((page) => page.id),
});

/**
 * The school pages of the catalogue that are built (`builtUrls`; every page when omitted), by
 * menu group and module, as the side menu shows them.
 */
export function buildAccessGroups(builtUrls?: ReadonlySet<string>): AccessGroup[] {
  return buildMenu('school', new Set(allSchoolPageIds()), builtUrls).map((group) => {
    const ownPages = group.subModules.filter((child) => child.url).flatMap(pagesOf);
    const sections = [
      ...(ownPages.length ? [toSection(group.id, null, ownPages)] : []),
      ...group.subModules
        .filter((child) => !child.url)
        .map((module) => toSection(module.id, module.name, pagesOf(module))),
    ];
    return {
      id: group.id,
      name: group.name,
      icon: group.icon,
      sections,
      pageIds: sections.flatMap((section) => section.pageIds),
    };
  });
}

/** Whether all, some or none of `ids` are selected. */
export function selectionState(
  selected: ReadonlySet<number>,
  ids: readonly number[],
): SelectionState {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** The selection with `ids` all added (checked) or all removed. */
export function setSelected(
  selected: ReadonlySet<number>,
  ids: readonly number[],
  checked: boolean,
): Set<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

export function sameSelection(a: ReadonlySet<number>, b: readonly number[]): boolean {
  return a.size === new Set(b).size && b.every((id) => a.has(id));
}

/** A role's pages in words, by menu group: for the access-rights overview. */
export function describePages(
  groups: readonly AccessGroup[],
  pageIds: readonly number[],
): Array<{ group: string; pages: string[] }> {
  const granted = new Set(pageIds);
  return groups
    .map((group) => ({
      group: group.name,
      pages: group.sections.flatMap((section) =>
        section.pages.filter((page) => granted.has(page.id)).map((page) => page.name),
      ),
    }))
    .filter((entry) => entry.pages.length > 0);
}
