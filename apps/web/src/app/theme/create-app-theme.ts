import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { blackWhiteCrossover } from './contrast';
import { brandShade, createPalette } from './create-palette';

/** The Mantine theme of one school: its colour is the accent everywhere. */
export function createAppTheme(primaryColor: string): MantineThemeOverride {
  return createTheme({
    colors: { brand: createPalette(primaryColor) },
    primaryColor: 'brand',
    primaryShade: brandShade,
    // School colours can be light: black or white text on them, whichever contrasts more (WCAG).
    autoContrast: true,
    luminanceThreshold: blackWhiteCrossover,
    defaultRadius: 'md',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    cursorType: 'pointer',
    // Close buttons are icons: name them for screen readers (toasts, dialogs, alerts). Plain
    // objects, not `Modal.extend`, so the sign-in page does not load these components.
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      // A dialog's title bar is a <header> inside a <section role="dialog">, which makes it a
      // second banner landmark beside the top bar's (axe: landmark-unique): a plain box instead.
      ModalHeader: { defaultProps: { component: 'div' } },
      DrawerHeader: { defaultProps: { component: 'div' } },
      // The menu's focus placeholder is a bare <div> a menu may not own (axe:
      // aria-required-children): opening a menu focuses its first item instead, as ARIA's menu
      // button pattern does.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      Alert: { defaultProps: { closeButtonLabel: 'Close' } },
      // Clear buttons of clearable fields are icons too.
      Select: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' } } },
      MultiSelect: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' } } },
      DateInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear date' } } },
      FileInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear file' } } },
      ColorInput: {
        defaultProps: { eyeDropperButtonProps: { 'aria-label': 'Pick a colour from the screen' } },
      },
      // Chips take their text colour from the variant only when one is given: white otherwise,
      // even on a pale school colour.
      Chip: { defaultProps: { variant: 'filled' } },
      // Colour alone does not tell a link from the text around it (WCAG 1.4.1).
      Anchor: { defaultProps: { underline: 'always' } },
    },
  });
}
