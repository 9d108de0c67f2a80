import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deleteBodyOf,
  hasSelection,
  isSelected,
  noSelection,
  selectionState,
  toggleAll,
  toggleOne,
} from './selection';

const firstPage = [1, 2, 3];

describe('notification panel selection', () => {
  it('starts with nothing selected', () => {
    expect(selectionState(noSelection, firstPage)).toBe('none');
    expect(hasSelection(noSelection)).toBe(false);
  });

  it('selects items one by one', () => {
    const one = toggleOne(noSelection, 2, firstPage, 3);
    expect(selectionState(one, firstPage)).toBe('some');
    expect(isSelected(one, 2)).toBe(true);
    expect(isSelected(one, 1)).toBe(false);
    expect(deleteBodyOf(one)).toEqual({ selectAll: false, ids: [2] });
    expect(toggleOne(one, 2, firstPage, 3)).toEqual({ all: false, ids: new Set() });
  });

  it('turns select-all on when every item of the list is ticked', () => {
    let selection = noSelection;
    for (const id of firstPage) selection = toggleOne(selection, id, firstPage, 3);
    expect(selectionState(selection, firstPage)).toBe('all');
    expect(deleteBodyOf(selection)).toEqual({ selectAll: true, ids: [] });
  });

  it('leaves select-all off while more pages wait on the server', () => {
    let selection = noSelection;
    for (const id of firstPage) selection = toggleOne(selection, id, firstPage, 20);
    expect(selection.all).toBe(false);
    expect(deleteBodyOf(selection)).toEqual({ selectAll: false, ids: [1, 2, 3] });
  });

  it('with select-all on, selects newly loaded pages too', () => {
    const all = toggleAll(noSelection);
    const secondPage = [4, 5];
    expect(secondPage.every((id) => isSelected(all, id))).toBe(true);
    expect(selectionState(all, [...firstPage, ...secondPage])).toBe('all');
    expect(toggleAll(all)).toEqual(noSelection);
  });

  it('unticking one item turns select-all off and keeps the rest of the loaded items', () => {
    const loaded = [1, 2, 3, 4, 5];
    const selection = toggleOne(toggleAll(noSelection), 4, loaded, 30);
    expect(selection.all).toBe(false);
    expect(deleteBodyOf(selection)).toEqual({ selectAll: false, ids: [1, 2, 3, 5] });
  });

  it('never deletes an item that is not shown as selected', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 15 }),
        fc.array(fc.oneof(fc.constant('all' as const), fc.nat({ max: 14 }))),
        (loaded, steps) => {
          let selection = noSelection;
          for (const step of steps) {
            selection =
              step === 'all'
                ? toggleAll(selection)
                : toggleOne(selection, loaded[step % loaded.length]!, loaded, loaded.length + 5);
          }
          const body = deleteBodyOf(selection);
          if (body.selectAll) return selection.all;
          return body.ids.every((id) => isSelected(selection, id));
        },
      ),
    );
  });
});
