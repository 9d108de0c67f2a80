import { colorsTuple, type MantineColorsTuple } from '@mantine/core';
import { mixRgb, parseHexColor, type Rgb, toHexColor } from '../../platform/branding/hex-color';

/** Index of the school's own colour in the palette; the theme's primary shade. */
export const brandShade = 6;

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** How much white (shades 0-5) or black (shades 7-9) is mixed into the colour. */
const tints = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18];
const shades = [0.14, 0.28, 0.42];

function mix(color: Rgb, other: Rgb, amount: number): string {
  return toHexColor(mixRgb(color, other, amount));
}

/** Ten shades, light to dark, with the given colour itself at `brandShade`. */
export function createPalette(hex: string): MantineColorsTuple {
  const base = parseHexColor(hex);
  if (!base) throw new Error(`Not a hex colour: ${hex}`);
  return colorsTuple([
    ...tints.map((amount) => mix(base, white, amount)),
    toHexColor(base),
    ...shades.map((amount) => mix(base, black, amount)),
  ]);
}
