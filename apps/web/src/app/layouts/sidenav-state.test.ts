import { describe, expect, it } from 'vitest';
import { initialSidenavOpen, toSidenavCookie } from './sidenav-state';

describe('side menu state', () => {
  it('follows the cookie when there is one', () => {
    expect(initialSidenavOpen('open', 375)).toBe(true);
    expect(initialSidenavOpen('closed', 1920)).toBe(false);
  });

  it('starts closed at 768 px or less, open above', () => {
    expect(initialSidenavOpen(null, 768)).toBe(false);
    expect(initialSidenavOpen(null, 769)).toBe(true);
    expect(initialSidenavOpen('garbage', 375)).toBe(false);
  });

  it('writes open or closed', () => {
    expect(toSidenavCookie(true)).toBe('open');
    expect(toSidenavCookie(false)).toBe('closed');
  });
});
