import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowActionProps {
  /** The button's accessible name: "Edit class 5". */
  label: string;
  /** What the tooltip says: "Edit", or why the button is disabled. */
  tooltip: string;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
  /** The icon. */
  children: ReactNode;
}

/** One icon button of a row's Action column, with its tooltip. */
export function RowAction({ label, tooltip, color, disabled, onClick, children }: RowActionProps) {
  return (
    <Tooltip label={tooltip} withArrow>
      {/* A disabled button gets no hover: the wrapper keeps the tooltip working. */}
      <span>
        <ActionIcon
          variant="subtle"
          color={color}
          aria-label={label}
          disabled={disabled}
          onClick={onClick}
        >
          {children}
        </ActionIcon>
      </span>
    </Tooltip>
  );
}
