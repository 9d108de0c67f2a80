import { useState } from 'react';

/**
 * The row a popup is about. Closing keeps the row, so the popup's text does not go blank
 * during its 300 ms closing animation.
 */
export function useModalTarget<T>() {
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
