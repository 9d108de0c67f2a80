import { mixRgb, parseHexColor, type Rgb, toHexColor } from '../../platform/branding/hex-color';

/** WCAG AA: normal text needs 4.5:1; large text and UI parts 3:1. */
export const textContrast = 4.5;
export const largeTextContrast = 3;

/** The luminance at which black and white text contrast equally: above it, black reads better. */
export const blackWhiteCrossover = Math.sqrt(1.05 * 0.05) - 0.05;

function toRgb(hex: string): Rgb {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  return rgb;
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

/** WCAG contrast ratio of two colours, 1 to 21, the same either way round. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Black or white, whichever reads better on the background. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff')
    ? '#000000'
    : '#ffffff';
}

/** `first` laid over `second` at `amount` (0: second, 1: first). */
export function mixColors(first: string, second: string, amount: number): string {
  const a = toRgb(first);
  const b = toRgb(second);
  return toHexColor(mixRgb(b, a, amount));
}

/**
 * The colour, darkened (on a light background) or lightened (on a dark one) just enough to
 * reach `ratio` against the background: a pale school colour stays its hue as text or link.
 */
export function ensureContrast(color: string, background: string, ratio = textContrast): string {
  if (contrastRatio(color, background) >= ratio) return toHexColor(toRgb(color));
  const target = relativeLuminance(background) > 0.18 ? '#000000' : '#ffffff';
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2;
    if (contrastRatio(mixColors(target, color, middle), background) >= ratio) high = middle;
    else low = middle;
  }
  return mixColors(target, color, high);
}
