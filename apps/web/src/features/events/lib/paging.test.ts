import { describe, expect, it } from 'vitest';
import { nextEventSkip } from './paging';

const page = (size: number) => Array.from({ length: size }, (_, index) => index);

describe('nextEventSkip', () => {
  it('asks for page n + 1 at skip 6 × n after a full page', () => {
    expect(nextEventSkip([page(6)])).toBe(6);
    expect(nextEventSkip([page(6), page(6)])).toBe(12);
  });

  it('stops after a short or empty page', () => {
    expect(nextEventSkip([page(6), page(5)])).toBeUndefined();
    expect(nextEventSkip([page(0)])).toBeUndefined();
    expect(nextEventSkip([])).toBeUndefined();
  });
});
