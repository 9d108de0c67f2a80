import { describe, expect, it } from 'vitest';
import { buildInit, buildUrl } from './build-request';

describe('buildUrl', () => {
  it('fills params and appends the query, skipping empty values', () => {
    const route = { area: 'school', path: '/event/:id' } as const;
    expect(buildUrl(route, { id: 7 }, { skip: 0, limit: 6, search: undefined, ids: [1, 2] })).toBe(
      '/api/school/event/7?skip=0&limit=6&ids=1&ids=2',
    );
    expect(buildUrl({ area: 'common', path: '/session' })).toBe('/api/common/session');
  });
});

describe('buildInit', () => {
  it('always sends the cookie, and a JSON body on POST and PUT', () => {
    expect(buildInit('POST', undefined)).toMatchObject({ credentials: 'include', body: '{}' });
    expect(buildInit('PUT', { theme: 'DARK' }).body).toBe('{"theme":"DARK"}');
    const get = buildInit('GET', undefined);
    expect(get.body).toBeUndefined();
    expect(get.headers).not.toHaveProperty('Content-Type');
  });
});
