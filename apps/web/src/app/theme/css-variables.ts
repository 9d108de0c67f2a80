import type { CSSVariablesResolver } from '@mantine/core';

/**
 * School colours are often light (the default is a pale coral), so on a white page the
 * accent as *text* (links, light badges, alerts) uses the darkest shade to stay readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': 'var(--mantine-color-brand-9)',
    '--mantine-color-brand-text': 'var(--mantine-color-brand-9)',
    '--mantine-color-brand-light-color': 'var(--mantine-color-brand-9)',
  },
  dark: {},
});
