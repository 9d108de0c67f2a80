import { allSchoolPageIds, defaultPageIdsFor, moduleCatalogue } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { homeOf, normalizePath } from './paths';
import {
  buildUserMenu,
  canOpenPath,
  collapseSingleChildGroups,
  findActiveTrail,
  isActiveUrl,
  listMenuPages,
} from './side-menu';
import { areaOf } from './user-area';

const built = new Set([
  '/dashboard',
  '/staff_dashboard',
  '/view_user_profile',
  '/set_access_right',
]);
const platformPages = moduleCatalogue
  .filter((e) => e.area === 'platform' && e.url)
  .map((e) => e.id);
const admin = {
  userType: 'SCHOOL_USER' as const,
  redirectUrl: '/dashboard',
  accessibleModules: allSchoolPageIds(),
};
const teacher = {
  userType: 'SCHOOL_USER' as const,
  redirectUrl: '/staff_dashboard',
  accessibleModules: defaultPageIdsFor(6),
};
const superAdmin = {
  userType: 'SUPER_ADMIN' as const,
  redirectUrl: '/dashboard',
  accessibleModules: platformPages,
};
const urlsOf = (nodes: Parameters<typeof listMenuPages>[0]) =>
  listMenuPages(nodes).map((node) => node.url);

describe('buildUserMenu', () => {
  it('lists only pages that are both accessible and built', () => {
    expect(urlsOf(buildUserMenu(admin, built))).toEqual([
      '/dashboard',
      '/staff_dashboard',
      '/view_user_profile',
      '/set_access_right',
    ]);
    expect(urlsOf(buildUserMenu(teacher, built))).toEqual([
      '/staff_dashboard',
      '/view_user_profile',
    ]);
  });

  it('uses the platform catalogue for the super admin and nothing for franchise users', () => {
    expect(urlsOf(buildUserMenu(superAdmin, new Set(['/changepassword', '/dashboard'])))).toEqual([
      '/dashboard',
      '/changepassword',
    ]);
    const franchise = { ...superAdmin, userType: 'FRANCHISE_USER' as const };
    expect(buildUserMenu(franchise, built)).toEqual([]);
  });

  it('shows nothing that is not built, even to the school admin', () => {
    expect(buildUserMenu(admin, new Set())).toEqual([]);
  });
});

describe('collapseSingleChildGroups', () => {
  it('folds a group leading to one page into that page, with the group icon', () => {
    const menu = collapseSingleChildGroups(buildUserMenu(teacher, built));
    expect(menu.map((node) => [node.name, node.url, node.icon])).toEqual([
      ['Staff Dashboard', '/staff_dashboard', 'dashboard'],
      ['My Profile', '/view_user_profile', 'users'],
    ]);
  });

  it('keeps groups with several pages', () => {
    const menu = collapseSingleChildGroups(buildUserMenu(admin, built));
    const users = menu.find((node) => node.name === 'Users')!;
    expect(users.url).toBeNull();
    expect(users.subModules.map((node) => node.name)).toEqual(['My Profile', 'Set Access Rights']);
  });
});

describe('canOpenPath', () => {
  it('needs access and a built page', () => {
    expect(canOpenPath(admin, built, '/set_access_right')).toBe(true);
    expect(canOpenPath(teacher, built, '/set_access_right')).toBe(false);
    expect(canOpenPath(admin, built, '/billing_detail')).toBe(false);
    expect(canOpenPath(admin, new Set([...built, '/billing_detail']), '/billing_detail/')).toBe(
      true,
    );
    expect(canOpenPath(teacher, built, '/staff_dashboard')).toBe(true);
    expect(canOpenPath(superAdmin, built, '/set_access_right')).toBe(false);
  });
});

describe('active entry', () => {
  it('finds the groups that hold the current page', () => {
    const menu = buildUserMenu(admin, built);
    const trail = findActiveTrail(menu, '/set_access_right/');
    expect(trail).toEqual([300, 320, 324]);
    expect(findActiveTrail(menu, '/nowhere')).toEqual([]);
  });

  it('matches a page and its sub-paths only', () => {
    expect(isActiveUrl('/school/register', '/school/register/7')).toBe(true);
    expect(isActiveUrl('/school/register', '/school/registered')).toBe(false);
  });
});

describe('user area', () => {
  it('maps user types to catalogue areas and homes', () => {
    expect(areaOf('SCHOOL_USER')).toBe('school');
    expect(areaOf('SUPER_ADMIN')).toBe('platform');
    expect(areaOf('SUB_FRANCHISE_USER')).toBeNull();
    expect(homeOf({ userType: 'SUPER_ADMIN', redirectUrl: '/x' })).toBe('/dashboard');
    expect(homeOf(teacher)).toBe('/staff_dashboard');
    expect(normalizePath('/a/b/?q=1#h')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
  });
});
