import type { MantineColorScheme } from '@mantine/core';
import type { Theme } from '@shala/contracts';

const toMantine: Record<Theme, MantineColorScheme> = {
  LIGHT: 'light',
  DARK: 'dark',
  SYSTEM: 'auto',
};

/** The spec's LIGHT/DARK/SYSTEM as Mantine's light/dark/auto. */
export function toColorScheme(theme: Theme): MantineColorScheme {
  return toMantine[theme];
}
