import { describe, expect, it } from 'vitest';
import { readEditingNews } from './editing-news';
import { nextNewsSkip } from './paging';

describe('readEditingNews', () => {
  it('reads the news item the list passed as navigation state', () => {
    const item = { id: 4, title: 'Bus route', date: '2026-11-02', message: '<p>New</p>' };
    expect(readEditingNews(item)).toEqual(item);
  });

  it('answers null for no state or another shape', () => {
    expect(readEditingNews(null)).toBeNull();
    expect(readEditingNews(undefined)).toBeNull();
    expect(readEditingNews({ back: '/manage_news' })).toBeNull();
    expect(readEditingNews({ id: '4', title: 'x', date: '2026-11-02', message: '' })).toBeNull();
  });
});

describe('nextNewsSkip', () => {
  const page = (size: number) => Array.from({ length: size }, (_, index) => index);
  it('asks for more only after a full page', () => {
    expect(nextNewsSkip([page(15)])).toBe(15);
    expect(nextNewsSkip([page(15), page(3)])).toBeUndefined();
    expect(nextNewsSkip([])).toBeUndefined();
  });
});
