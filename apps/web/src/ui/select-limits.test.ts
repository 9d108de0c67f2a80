import { describe, expect, it } from 'vitest';
import { clampDropdownHeight } from './select-limits';

describe('clampDropdownHeight', () => {
  it('keeps the list between 140 and 300 px, 300 by default', () => {
    expect(clampDropdownHeight(undefined)).toBe(300);
    expect(clampDropdownHeight(80)).toBe(140);
    expect(clampDropdownHeight(220)).toBe(220);
    expect(clampDropdownHeight(900)).toBe(300);
  });
});
