import { useRef } from 'react';

/** The latest non-null value: a closing drawer keeps showing what it showed while it slides out. */
export function useLastValue<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return last.current;
}
