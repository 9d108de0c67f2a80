import { useEffect, useRef } from 'react';

/** Spec §9: the next page loads when the end of the list is 90 % in view. */
export const loadMoreThreshold = 0.9;

interface LoadMoreOptions {
  onLoadMore?: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  /** Changes when rows arrive, so a short page that leaves the end in view loads again. */
  rowCount: number;
}

/** Watches the element at the end of a list and asks for more while more exist. */
export function useLoadMore({ onLoadMore, hasMore, loadingMore, rowCount }: LoadMoreOptions) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  const enabled = Boolean(onLoadMore) && hasMore && !loadingMore;

  // biome-ignore lint/correctness/useExhaustiveDependencies: rowCount re-observes on purpose: a fresh observer reports whether the end is still in view after a page arrived.
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current?.();
      },
      { threshold: loadMoreThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rowCount]);

  return sentinel;
}
