import { describe, expect, it } from 'vitest';
import { buildFormData, buildInit, buildUrl } from './build-request';

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

describe('buildFormData', () => {
  it('sends the fields as text parts, then the files; the browser sets the boundary', async () => {
    const file = new Blob(['png bytes'], { type: 'image/png' });
    const init = buildInit(
      'POST',
      { title: 'Sports day', is_active: false, note: null },
      undefined,
      {
        files: { file },
      },
    );
    expect(init.headers).not.toHaveProperty('Content-Type');
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['title', 'is_active', 'file']);
    expect(form.get('is_active')).toBe('false');
    expect(await (form.get('file') as Blob).text()).toBe('png bytes');
  });

  it('repeats list values and writes objects as JSON', () => {
    const form = buildFormData({ ids: [1, 2], meta: { a: 1 }, skip: undefined });
    expect(form.getAll('ids')).toEqual(['1', '2']);
    expect(form.get('meta')).toBe('{"a":1}');
    expect(form.has('skip')).toBe(false);
  });
});
