import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRegistry } from './page-registry';
import { routePathOf } from './registry-routes';
import { signedInRoutes } from './signed-in-pages';

const routeFor = (pathname: string) => matchRoutes(signedInRoutes, pathname)?.at(-1)?.route.path;

describe('signed-in pages', () => {
  it('serve every registered url at its own route, with or without its parameters', () => {
    for (const page of pageRegistry) {
      expect(routeFor(page.url), page.url).toBe(routePathOf(page));
      expect(routeFor(`${page.url}/`), page.url).toBe(routePathOf(page));
    }
    expect(routeFor('/create_user/12')).toBe('create_user/:userId?');
  });

  it('send every other path to the fallback', () => {
    expect(routeFor('/nope')).toBe('*');
    expect(routeFor('/user_list/12')).toBe('*');
  });
});
