import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blackWhiteCrossover,
  contrastRatio,
  ensureContrast,
  readableTextOn,
  relativeLuminance,
  textContrast,
} from './contrast';

const hexColor = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#efa48d')).toBeCloseTo(2.03, 2);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0001);
      }),
    );
  });
});

describe('readableTextOn', () => {
  it('puts black on the pale default school colour and white on a dark one', () => {
    expect(readableTextOn('#efa48d')).toBe('#000000');
    expect(readableTextOn('#1c3d7a')).toBe('#ffffff');
  });

  it('agrees with the luminance threshold the Mantine theme uses', () => {
    fc.assert(
      fc.property(hexColor, (background) => {
        const black = relativeLuminance(background) > blackWhiteCrossover;
        expect(readableTextOn(background)).toBe(black ? '#000000' : '#ffffff');
      }),
    );
  });

  it('always reaches at least 4.5:1 (black or white always can)', () => {
    fc.assert(
      fc.property(hexColor, (background) => {
        expect(contrastRatio(readableTextOn(background), background)).toBeGreaterThanOrEqual(
          textContrast,
        );
      }),
    );
  });
});

describe('ensureContrast', () => {
  it('darkens the pale default colour until it reads as text on white', () => {
    const link = ensureContrast('#efa48d', '#ffffff');
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(textContrast);
    expect(contrastRatio(link, '#ffffff')).toBeLessThan(5);
  });

  it('keeps a colour that already reads', () => {
    expect(ensureContrast('#1c3d7a', '#ffffff')).toBe('#1c3d7a');
  });

  it('reaches the ratio on light and dark backgrounds alike', () => {
    fc.assert(
      fc.property(
        hexColor,
        fc.constantFrom('#ffffff', '#f8f9fa', '#242424', '#1f1f1f', '#2e2e2e'),
        fc.constantFrom(3, 4.5),
        (color, background, ratio) => {
          expect(
            contrastRatio(ensureContrast(color, background, ratio), background),
          ).toBeGreaterThanOrEqual(ratio);
        },
      ),
    );
  });
});
