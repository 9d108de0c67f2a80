import type { BadgeProps } from '@mantine/core';

/** A name tag that wraps instead of cutting a long name short in a narrow column (phones). */
export const wrappingBadge: BadgeProps = {
  variant: 'light',
  radius: 'sm',
  tt: 'none',
  h: 'auto',
  py: 2,
  styles: { label: { whiteSpace: 'normal', overflow: 'visible' } },
};
