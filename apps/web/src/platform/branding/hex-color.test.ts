import { describe, expect, it } from 'vitest';
import { normalizeHexColor, parseHexColor } from './hex-color';

describe('hex colours', () => {
  it('parses #rgb and #rrggbb, with or without #', () => {
    expect(parseHexColor('#0af')).toEqual([0, 170, 255]);
    expect(parseHexColor('EFA48D')).toEqual([239, 164, 141]);
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor(undefined)).toBeNull();
  });

  it('falls back when a school colour is missing or broken', () => {
    expect(normalizeHexColor(' #3B7DDD ', '#efa48d')).toBe('#3b7ddd');
    expect(normalizeHexColor('rgb(1,2,3)', '#efa48d')).toBe('#efa48d');
  });
});
