import { useState } from 'react';

/** A modal about one row: which row, whether it is open, and the calls that open and close it. */
export interface ModalTarget<T> {
  target: T | null;
  opened: boolean;
  open: (target: T) => void;
  close: () => void;
}

/**
 * The row a modal is about (a detail popup, a confirm). Closing keeps the row, so the
 * modal's text does not go blank during its 300 ms closing animation.
 */
export function useModalTarget<T>(): ModalTarget<T> {
  const [state, setState] = useState<{ target: T | null; opened: boolean }>({
    target: null,
    opened: false,
  });
  return {
    target: state.target,
    opened: state.opened,
    open: (target: T) => setState({ target, opened: true }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}
