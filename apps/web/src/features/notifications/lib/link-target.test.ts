import { describe, expect, it } from 'vitest';
import { linkTarget, unreadBadge } from './link-target';

describe('linkTarget', () => {
  it('opens app paths in the app and web addresses as links', () => {
    expect(linkTarget('/view_notification')).toEqual({ kind: 'app', to: '/view_notification' });
    expect(linkTarget('https://example.org/a')).toEqual({
      kind: 'web',
      href: 'https://example.org/a',
    });
  });

  it('leads nowhere for nothing or anything unsafe', () => {
    expect(linkTarget(null)).toBeNull();
    expect(linkTarget(' ')).toBeNull();
    expect(linkTarget('//evil.example')).toBeNull();
    expect(linkTarget('javascript:alert(1)')).toBeNull();
  });
});

describe('unreadBadge', () => {
  it('counts up to 99', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(100)).toBe('99+');
  });
});
