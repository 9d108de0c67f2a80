import { describe, expect, it } from 'vitest';
import {
  fromSeparatorControl,
  readDraft,
  toFormatValues,
  toSeparatorControl,
} from './format-values';

const saved = {
  prefix: 'GW',
  include_year: 1 as const,
  separator: '/',
  digits: 4,
  start_from: 1,
  year: 2026,
  next_number: 'GW/2026/0001',
};

describe('format values', () => {
  it('fill the form from the saved format', () => {
    expect(toFormatValues(saved)).toEqual({
      prefix: 'GW',
      include_year: true,
      separator: '/',
      digits: 4,
      start_from: 1,
    });
  });

  it('read a draft as the server would, or null when it has a problem', () => {
    expect(readDraft({ ...toFormatValues(saved), prefix: ' gw ' })).toMatchObject({ prefix: 'GW' });
    expect(readDraft({ ...toFormatValues(saved), digits: '' })).toBeNull();
    expect(readDraft({ ...toFormatValues(saved), digits: 2, start_from: 100 })).toBeNull();
    expect(readDraft({ ...toFormatValues(saved), prefix: 'G-W' })).toBeNull();
  });

  it('map "no separator" to the segmented control and back', () => {
    expect(toSeparatorControl('')).toBe('none');
    expect(toSeparatorControl('/')).toBe('/');
    expect(fromSeparatorControl('none')).toBe('');
    expect(fromSeparatorControl('-')).toBe('-');
    expect(fromSeparatorControl('+')).toBe('/');
  });
});
