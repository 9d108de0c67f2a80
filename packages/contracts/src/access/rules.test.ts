import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schoolRoleIds } from '../core/roles.ts';
import { moduleCatalogue } from './module-catalogue.ts';
import { roleDefaultKeys } from './role-defaults.ts';
import {
  admitsModule,
  allSchoolPageIds,
  buildMenu,
  defaultPageIdsFor,
  isPathAllowed,
  pageIdsOfKeys,
} from './rules.ts';
import {
  schoolPathsBeyondSpec,
  specPlatformPaths,
  specSchoolPaths,
} from './spec-paths.test-data.ts';

const pagesOf = (area: 'school' | 'platform') =>
  moduleCatalogue.filter((entry) => entry.area === area && entry.url).map((entry) => entry.url);

describe('module catalogue', () => {
  it('has unique ids and keys, and every parent exists', () => {
    const ids = moduleCatalogue.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(moduleCatalogue.map((entry) => entry.key)).size).toBe(ids.length);
    for (const entry of moduleCatalogue) {
      if (entry.parent_id !== null) expect(ids).toContain(entry.parent_id);
    }
  });

  it('places every school path of the spec (and the pages beyond it) in exactly one entry', () => {
    for (const path of specSchoolPaths) {
      expect(
        pagesOf('school').filter((url) => url === path),
        path,
      ).toHaveLength(1);
    }
    expect(pagesOf('school').sort()).toEqual([...specSchoolPaths, ...schoolPathsBeyondSpec].sort());
  });

  it('places every super-admin path of the spec in exactly one entry', () => {
    for (const path of specPlatformPaths) {
      expect(
        pagesOf('platform').filter((url) => url === path),
        path,
      ).toHaveLength(1);
    }
  });

  it('nests at most three levels', () => {
    const depth = (id: number | null): number =>
      id === null ? 0 : 1 + depth(moduleCatalogue.find((entry) => entry.id === id)!.parent_id);
    for (const entry of moduleCatalogue) expect(depth(entry.id)).toBeLessThanOrEqual(3);
  });
});

describe('role defaults', () => {
  it('name only existing keys and give every role its home', () => {
    for (const roleId of schoolRoleIds) {
      const pages = defaultPageIdsFor(roleId);
      expect(pages.length, `role ${roleId}`).toBeGreaterThan(0);
      const homes = {
        4: '/parent_dashboard',
        2: '/dashboard',
        3: '/dashboard',
        16: '/dashboard',
      } as Record<number, string>;
      const home = homes[roleId] ?? '/staff_dashboard';
      const urls = pages.map((id) => moduleCatalogue.find((entry) => entry.id === id)!.url);
      expect(urls, `role ${roleId}`).toContain(home);
    }
    for (const keys of Object.values(roleDefaultKeys))
      expect(() => pageIdsOfKeys(keys)).not.toThrow();
  });

  it('keep a parent out of staff pages and a driver out of fees', () => {
    const parent = new Set(defaultPageIdsFor(4));
    expect(admitsModule(parent, 'roles')).toBe(false);
    expect(admitsModule(parent, 'fee_setup')).toBe(false);
    expect(admitsModule(new Set(defaultPageIdsFor(8)), 'fees')).toBe(false);
    expect(admitsModule(new Set(defaultPageIdsFor(5)), 'fees')).toBe(true);
    expect(admitsModule(new Set(defaultPageIdsFor(2)), 'roles:set_access_right')).toBe(true);
  });
});

describe('isPathAllowed', () => {
  const admin = allSchoolPageIds();
  it('opens the redirect URL and accessible pages, and nothing else', () => {
    expect(isPathAllowed('/staff_dashboard', '/staff_dashboard', [])).toBe(true);
    expect(isPathAllowed('/manage_event', '/dashboard', admin)).toBe(true);
    expect(isPathAllowed('/manage_event/', '/dashboard', admin)).toBe(true);
    expect(isPathAllowed('/manage_event?x=1', '/dashboard', admin)).toBe(true);
    expect(isPathAllowed('/manage_events', '/dashboard', admin)).toBe(false);
    expect(isPathAllowed('/set_access_right', '/parent_dashboard', defaultPageIdsFor(4))).toBe(
      false,
    );
  });

  it('never opens a path outside the catalogue (property)', () => {
    const known = new Set(moduleCatalogue.map((entry) => entry.url));
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z_]{1,20}$/), (path) => {
        fc.pre(!known.has(path) && path !== '/dashboard');
        expect(isPathAllowed(path, '/dashboard', admin)).toBe(false);
      }),
    );
  });
});

describe('buildMenu', () => {
  it('shows only accessible pages and drops empty groups', () => {
    const menu = buildMenu('school', new Set(defaultPageIdsFor(7)));
    const names = menu.map((node) => node.name);
    expect(names).toContain('Library');
    expect(names).not.toContain('Fees & Accounts');
  });

  it('hides pages that are not built', () => {
    const menu = buildMenu('school', new Set(allSchoolPageIds()), new Set(['/manage_event']));
    expect(menu).toHaveLength(1);
    expect(menu[0]!.subModules[0]!.subModules[0]!.url).toBe('/manage_event');
  });
});
