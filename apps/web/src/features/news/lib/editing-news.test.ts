import { describe, expect, it } from 'vitest';
import { readEditingNews } from './editing-news';

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
