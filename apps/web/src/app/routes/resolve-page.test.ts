import { allSchoolPageIds, defaultPageIdsFor, moduleCatalogue } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { resolvePage } from './resolve-page';
import { unknownPathTarget } from './unknown-path';

const school = { area: 'school' as const, name: 'school page' };
const platform = { area: 'platform' as const, name: 'platform page' };
const user = (roleId: number, redirectUrl: string) => ({
  userType: 'SCHOOL_USER' as const,
  redirectUrl,
  accessibleModules: roleId === 2 ? allSchoolPageIds() : defaultPageIdsFor(roleId as 6),
});
const teacher = user(6, '/staff_dashboard');
const admin = user(2, '/dashboard');
const superAdmin = {
  userType: 'SUPER_ADMIN' as const,
  redirectUrl: '/dashboard',
  accessibleModules: moduleCatalogue.filter((e) => e.area === 'platform' && e.url).map((e) => e.id),
};

describe('resolvePage', () => {
  it('serves a school user the pages their role may open', () => {
    expect(resolvePage(admin, '/set_access_right', [school])).toEqual({
      kind: 'page',
      page: school,
    });
    expect(resolvePage(teacher, '/staff_dashboard', [school])).toEqual({
      kind: 'page',
      page: school,
    });
  });

  it('sends a school user home from a page they may not open', () => {
    expect(resolvePage(teacher, '/set_access_right', [school])).toEqual({
      kind: 'redirect',
      to: '/staff_dashboard',
    });
    expect(resolvePage(teacher, '/changepassword', [platform])).toEqual({
      kind: 'redirect',
      to: '/staff_dashboard',
    });
  });

  it("picks the page of the user's area when both areas share a url", () => {
    expect(resolvePage(admin, '/dashboard', [platform, school])).toEqual({
      kind: 'page',
      page: school,
    });
    expect(resolvePage(superAdmin, '/dashboard', [platform, school])).toEqual({
      kind: 'page',
      page: platform,
    });
  });

  it('shows the plain home when the home page is not built for the area', () => {
    expect(resolvePage(superAdmin, '/dashboard', [school])).toEqual({ kind: 'home' });
    expect(resolvePage(superAdmin, '/view_user_profile', [school])).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('opens a page outside the catalogue by its gate', () => {
    const everyone = { ...school, gate: { openTo: 'signed-in' as const } };
    const withWriting = {
      ...school,
      gate: { openTo: 'same-as' as const, sameAs: '/notification' },
    };
    expect(resolvePage(teacher, '/notifications', [everyone])).toEqual({
      kind: 'page',
      page: everyone,
    });
    expect(resolvePage(admin, '/outbox', [withWriting])).toEqual({
      kind: 'page',
      page: withWriting,
    });
    expect(resolvePage(teacher, '/outbox', [withWriting])).toEqual({
      kind: 'redirect',
      to: '/staff_dashboard',
    });
    expect(resolvePage(superAdmin, '/notifications', [everyone])).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('serves franchise users nothing', () => {
    const franchise = { ...superAdmin, userType: 'FRANCHISE_USER' as const };
    expect(resolvePage(franchise, '/dashboard', [platform])).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('unknownPathTarget', () => {
  it('leads to / for school users, /dashboard for the super admin', () => {
    expect(unknownPathTarget(teacher, '/nope')).toBe('/');
    expect(unknownPathTarget(superAdmin, '/nope')).toBe('/dashboard');
    expect(unknownPathTarget(superAdmin, '/dashboard/')).toBeNull();
  });
});
