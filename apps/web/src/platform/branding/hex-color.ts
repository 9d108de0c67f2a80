export type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` (with or without #) as channels, or null when it is not a colour. */
export function parseHexColor(value: string | null | undefined): Rgb | null {
  const hex = value?.trim().replace(/^#/, '') ?? '';
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const channel = (start: number) => Number.parseInt(full.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

/** `color` moved towards `other` by `amount` (0: color, 1: other), channel by channel. */
export function mixRgb([r, g, b]: Rgb, [or, og, ob]: Rgb, amount: number): Rgb {
  return [r + (or - r) * amount, g + (og - g) * amount, b + (ob - b) * amount];
}

export function toHexColor([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour as `#rrggbb`, or the fallback when it is not a valid hex colour. */
export function normalizeHexColor(value: string | null | undefined, fallback: string): string {
  const rgb = parseHexColor(value);
  return rgb ? toHexColor(rgb) : fallback;
}
