import { useEffect, useRef, useState } from 'react';

interface AllLoadedOptions {
  onLoadMore?: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  rowCount: number;
}

/**
 * Runs an action (print, export) once every page of a paged list is loaded and shown:
 * asks for page after page, then acts after the last one renders. A page that brings no
 * rows (a failed request) ends the wait, so the action runs on what arrived.
 */
export function useWhenAllLoaded({ onLoadMore, hasMore, loadingMore, rowCount }: AllLoadedOptions) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const askedAt = useRef<number | null>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    if (!pending) return;
    if (hasMore && loadMore.current) {
      if (loadingMore) return;
      if (askedAt.current !== rowCount) {
        askedAt.current = rowCount;
        loadMore.current();
        return;
      }
    }
    askedAt.current = null;
    setPending(null);
    pending();
  }, [pending, hasMore, loadingMore, rowCount]);

  return {
    runWhenAllLoaded: (action: () => void) => setPending(() => action),
    waiting: pending !== null,
  };
}
