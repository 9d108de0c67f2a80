import { describe, expect, it } from 'vitest';
import { nextSkip, nextSkipAfterFullPage } from './next-skip';

const counted = (rows: number, count: number) => ({ list: Array.from({ length: rows }), count });
const rows = (size: number) => Array.from({ length: size }, (_, index) => index);

describe('nextSkip', () => {
  it('asks from the loaded rows while fewer than the count are loaded', () => {
    expect(nextSkip([counted(15, 40)])).toBe(15);
    expect(nextSkip([counted(15, 40), counted(15, 40)])).toBe(30);
  });

  it('stops once every row is loaded, at an empty page, or with no page', () => {
    expect(nextSkip([counted(15, 40), counted(15, 40), counted(10, 40)])).toBeUndefined();
    expect(nextSkip([counted(15, 15)])).toBeUndefined();
    expect(nextSkip([counted(0, 0)])).toBeUndefined();
    expect(nextSkip([])).toBeUndefined();
  });

  it('follows the latest count and never asks again after an empty page', () => {
    expect(nextSkip([counted(15, 40), counted(15, 31)])).toBe(30);
    expect(nextSkip([counted(15, 40), counted(0, 40)])).toBeUndefined();
  });
});

describe('nextSkipAfterFullPage', () => {
  it('asks for page n + 1 at skip size × n after a full page', () => {
    expect(nextSkipAfterFullPage([rows(6)], 6)).toBe(6);
    expect(nextSkipAfterFullPage([rows(6), rows(6)], 6)).toBe(12);
    expect(nextSkipAfterFullPage([rows(15)], 15)).toBe(15);
  });

  it('stops after a short or empty page, or with no page', () => {
    expect(nextSkipAfterFullPage([rows(6), rows(5)], 6)).toBeUndefined();
    expect(nextSkipAfterFullPage([rows(6), rows(0)], 6)).toBeUndefined();
    expect(nextSkipAfterFullPage([], 6)).toBeUndefined();
  });
});
