import { describe, expect, it } from 'vitest';
import { brandShade, createPalette } from './create-palette';

describe('createPalette', () => {
  it('puts the colour itself at the brand shade, lighter before and darker after', () => {
    const palette = createPalette('#efa48d');
    expect(palette).toHaveLength(10);
    expect(palette[brandShade]).toBe('#efa48d');
    const lightness = palette.map((hex) => Number.parseInt(hex.slice(1, 3), 16));
    for (let i = 1; i < lightness.length; i++) {
      expect(lightness[i]).toBeLessThanOrEqual(lightness[i - 1]!);
    }
  });

  it('accepts the short form and refuses what is not a colour', () => {
    expect(createPalette('#fff')[brandShade]).toBe('#ffffff');
    expect(() => createPalette('salmon')).toThrow();
  });
});
