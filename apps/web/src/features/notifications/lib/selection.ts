import type { DeleteNotificationsBody } from '@shala/contracts';

/**
 * The super admin panel's selection (spec §4): none, some or all. With `all` on, every item
 * is selected, including those of pages loaded later; unticking one item turns it off.
 */
export interface Selection {
  all: boolean;
  ids: ReadonlySet<number>;
}

export const noSelection: Selection = { all: false, ids: new Set() };

export const isSelected = (selection: Selection, id: number) =>
  selection.all || selection.ids.has(id);

export function selectionState(selection: Selection, loadedIds: readonly number[]) {
  if (selection.all) return 'all';
  return loadedIds.some((id) => selection.ids.has(id)) ? 'some' : 'none';
}

/** "Select All": on selects everything, later pages too; off clears. */
export function toggleAll(selection: Selection): Selection {
  return selection.all ? noSelection : { all: true, ids: new Set() };
}

/**
 * Ticks or unticks one item. Ticking the last unticked item of the whole list (every page
 * loaded) turns select-all on; unticking any item while it is on keeps the others ticked.
 */
export function toggleOne(
  selection: Selection,
  id: number,
  loadedIds: readonly number[],
  total: number,
): Selection {
  if (isSelected(selection, id)) {
    const kept = selection.all ? loadedIds : [...selection.ids];
    return { all: false, ids: new Set(kept.filter((other) => other !== id)) };
  }
  const ids = new Set([...selection.ids, id]);
  const everyItem = loadedIds.length >= total && loadedIds.every((other) => ids.has(other));
  return everyItem ? { all: true, ids: new Set() } : { all: false, ids };
}

/** What the delete button sends: select-all, or the ticked ids. */
export function deleteBodyOf(selection: Selection): DeleteNotificationsBody {
  return selection.all
    ? { selectAll: true, ids: [] }
    : { selectAll: false, ids: [...selection.ids].sort((a, b) => a - b) };
}

/** True when the delete button has something to delete. */
export const hasSelection = (selection: Selection) => selection.all || selection.ids.size > 0;
