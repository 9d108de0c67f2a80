import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';
import { ensureContrast, mixColors, readableTextOn } from './contrast';
import { brandShade } from './create-palette';

/** The page and card backgrounds text is checked against (Mantine's white, gray-1 hovered rows, dark-6 cards). */
const lightBackground = '#ffffff';
// gray-1: a hovered table row, the darkest light background text sits on.
const lightStripe = '#f1f3f5';
const darkCard = '#2e2e2e';

/** Colours as text on a tinted ("light" variant) background: badges, alerts, avatar initials. */
function textColorVariables(theme: MantineTheme, scheme: 'light' | 'dark') {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    // Gray is a text colour too (subtle buttons, neutral badges); dark is only backgrounds.
    if (name === 'dark') continue;
    if (scheme === 'light') {
      const base = shades[brandShade]!;
      const tinted = mixColors(base, lightStripe, 0.12);
      variables[`--mantine-color-${name}-light-color`] = ensureContrast(base, tinted);
      variables[`--mantine-color-${name}-text`] = ensureContrast(base, lightStripe);
      variables[`--mantine-color-${name}-outline`] = ensureContrast(base, lightBackground);
    } else {
      const tinted = mixColors(shades[brandShade - 2]!, darkCard, 0.2);
      variables[`--mantine-color-${name}-light-color`] = ensureContrast(shades[1]!, tinted);
      variables[`--mantine-color-${name}-text`] = ensureContrast(shades[4]!, darkCard);
      variables[`--mantine-color-${name}-outline`] = ensureContrast(shades[2]!, darkCard);
    }
  }
  return variables;
}

/**
 * WCAG AA in both schemes: every colour used as text (links, dimmed text, badges, the
 * school's often pale colour) is darkened or lightened just enough to read at 4.5:1, and
 * text on the school's colour is black or white, whichever contrasts more.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const brand = theme.colors[theme.primaryColor]!;
  return {
    variables: {
      '--mantine-primary-color-contrast': readableTextOn(brand[brandShade]!),
    },
    light: {
      ...textColorVariables(theme, 'light'),
      '--mantine-color-anchor': ensureContrast(brand[brandShade]!, lightStripe),
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-placeholder': ensureContrast(theme.colors.gray[5]!, lightBackground),
      '--mantine-color-error': ensureContrast(theme.colors.red[6]!, lightBackground),
    },
    dark: {
      ...textColorVariables(theme, 'dark'),
      '--mantine-color-anchor': ensureContrast(brand[4]!, darkCard),
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-placeholder': ensureContrast(theme.colors.dark[3]!, darkCard),
      '--mantine-color-error': ensureContrast(theme.colors.red[8]!, darkCard),
    },
  };
};
