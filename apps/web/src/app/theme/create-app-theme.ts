import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { brandShade, createPalette } from './create-palette';

/** The Mantine theme of one school: its colour is the accent everywhere. */
export function createAppTheme(primaryColor: string): MantineThemeOverride {
  return createTheme({
    colors: { brand: createPalette(primaryColor) },
    primaryColor: 'brand',
    primaryShade: brandShade,
    // School colours can be light: pick black or white text on them by contrast.
    autoContrast: true,
    luminanceThreshold: 0.4,
    defaultRadius: 'md',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    cursorType: 'pointer',
  });
}
