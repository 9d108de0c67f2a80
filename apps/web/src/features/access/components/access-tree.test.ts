import { allSchoolPageIds } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildAccessGroups,
  describePages,
  sameSelection,
  selectionState,
  setSelected,
} from './access-tree';

const groups = buildAccessGroups();

describe('buildAccessGroups', () => {
  it('holds every school page exactly once', () => {
    const ids = groups.flatMap((group) => group.pageIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(allSchoolPageIds());
  });

  it('keeps a group own pages apart from its modules', () => {
    const dashboard = groups.find((group) => group.name === 'Dashboard')!;
    expect(dashboard.sections).toHaveLength(1);
    expect(dashboard.sections[0]!.name).toBeNull();
    const users = groups.find((group) => group.name === 'Users')!;
    expect(users.sections.map((section) => section.name)).toEqual([
      'Staff',
      'My Account',
      'Roles & Access',
    ]);
  });
});

describe('selection', () => {
  it('tells all, some and none apart', () => {
    const selected = new Set([1, 2]);
    expect(selectionState(selected, [1, 2])).toBe('all');
    expect(selectionState(selected, [2, 3])).toBe('some');
    expect(selectionState(selected, [3])).toBe('none');
  });

  it('selects and clears a whole group at once', () => {
    const selected = new Set([1, 5]);
    expect([...setSelected(selected, [1, 2, 3], true)].sort()).toEqual([1, 2, 3, 5]);
    expect([...setSelected(selected, [1, 2, 3], false)]).toEqual([5]);
    expect([...selected]).toEqual([1, 5]);
  });

  it('compares a selection with saved ids in any order', () => {
    expect(sameSelection(new Set([3, 1]), [1, 3])).toBe(true);
    expect(sameSelection(new Set([1]), [1, 3])).toBe(false);
  });
});

describe('describePages', () => {
  it('names the pages of a role by group', () => {
    expect(describePages(groups, [313, 103, 325])).toEqual([
      { group: 'Dashboard', pages: ['Staff Dashboard'] },
      { group: 'Users', pages: ['My Profile', 'View Access Rights'] },
    ]);
  });
});

describe('buildAccessGroups of the built pages', () => {
  it('lists only the pages built, as the side menu does', () => {
    const built = buildAccessGroups(new Set(['/set_access_right', '/view_access_right']));
    const names = built.flatMap((group) =>
      group.sections.flatMap((section) => section.pages.map((page) => page.name)),
    );
    expect(names).toHaveLength(2);
    expect(built.map((group) => group.name)).toEqual(['Users']);
  });
});
