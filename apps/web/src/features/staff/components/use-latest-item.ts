import { useRef } from 'react';

/**
 * The latest non-null value: a dialog keeps showing its item while it fades out after the
 * item was cleared, instead of going blank for its 300 ms exit.
 */
export function useLatestItem<T>(item: T | null): T | null {
  const last = useRef(item);
  if (item !== null) last.current = item;
  return last.current;
}
