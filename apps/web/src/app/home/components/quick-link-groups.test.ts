import { allSchoolPageIds, buildMenu } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { groupQuickLinks } from './quick-link-groups';

const built = new Set([
  '/dashboard',
  '/staff_dashboard',
  '/set_access_right',
  '/view_user_profile',
]);
const tree = buildMenu('school', new Set(allSchoolPageIds()), built);

describe('groupQuickLinks', () => {
  it('groups pages as the menu does, with their module as section', () => {
    expect(groupQuickLinks(tree, '/dashboard')).toEqual([
      {
        id: 100,
        name: 'Dashboard',
        icon: 'dashboard',
        links: [{ id: 103, name: 'Staff Dashboard', url: '/staff_dashboard', section: null }],
      },
      {
        id: 300,
        name: 'Users',
        icon: 'users',
        links: [
          { id: 313, name: 'My Profile', url: '/view_user_profile', section: 'My Account' },
          {
            id: 324,
            name: 'Set Access Rights',
            url: '/set_access_right',
            section: 'Roles & Access',
          },
        ],
      },
    ]);
  });

  it('drops a group whose only page is the one shown', () => {
    const onlyHome = buildMenu('school', new Set(allSchoolPageIds()), new Set(['/dashboard']));
    expect(groupQuickLinks(onlyHome, '/dashboard')).toEqual([]);
  });
});
