import { describe, expect, it } from 'vitest';
import {
  type DraftRegistrationFormat,
  firstDraftNumber,
  previewAdmissionNumbers,
  readNextCounter,
  type SavedRegistrationFormat,
} from './admission-preview';

const saved: SavedRegistrationFormat = {
  prefix: 'GW',
  include_year: 1,
  separator: '/',
  digits: 4,
  start_from: 1,
  year: 2026,
  next_number: 'GW/2026/0142',
};

const draft: DraftRegistrationFormat = {
  prefix: 'GW',
  include_year: true,
  separator: '/',
  digits: 4,
  start_from: 1,
};

describe('readNextCounter', () => {
  it('reads the number back from the saved format', () => {
    expect(readNextCounter(saved)).toBe(142);
    expect(
      readNextCounter({ ...saved, prefix: '', include_year: 0, separator: '', next_number: '007' }),
    ).toBe(7);
    expect(readNextCounter({ ...saved, separator: '', next_number: 'GW202612345' })).toBe(12345);
  });

  it('is null when the text does not fit the format', () => {
    expect(readNextCounter({ ...saved, next_number: 'XX/2026/0001' })).toBeNull();
    expect(readNextCounter({ ...saved, next_number: 'GW/2026/' })).toBeNull();
  });
});

describe('firstDraftNumber', () => {
  it('never goes below the numbers already issued on the same counter', () => {
    expect(firstDraftNumber(draft, saved)).toBe(142);
    expect(firstDraftNumber({ ...draft, start_from: 500 }, saved)).toBe(500);
  });

  it('starts a counter of its own from "start from"', () => {
    expect(firstDraftNumber({ ...draft, include_year: false, start_from: 10 }, saved)).toBe(10);
  });

  it('follows a lowered start when nothing was issued above the saved one', () => {
    const fresh = { ...saved, start_from: 100, next_number: 'GW/2026/0100' };
    expect(firstDraftNumber({ ...draft, start_from: 1 }, fresh)).toBe(1);
  });
});

describe('previewAdmissionNumbers', () => {
  it('formats the next numbers with the draft', () => {
    expect(previewAdmissionNumbers({ ...draft, separator: '-', digits: 5 }, saved)).toEqual([
      'GW-2026-00142',
      'GW-2026-00143',
      'GW-2026-00144',
    ]);
    expect(
      previewAdmissionNumbers(
        { ...draft, prefix: '', include_year: false, start_from: 9 },
        saved,
        2,
      ),
    ).toEqual(['0009', '0010']);
  });
});
