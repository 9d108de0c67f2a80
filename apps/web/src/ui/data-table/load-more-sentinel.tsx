import { Center, Loader, Text } from '@mantine/core';
import type { Ref } from 'react';

interface LoadMoreSentinelProps {
  /** From `useLoadMore`, which watches this element. */
  ref: Ref<HTMLDivElement>;
  loadingMore: boolean;
  /** Smaller text and spacing, for a drop-down. */
  compact?: boolean;
}

/** The end of a list: when it comes into view the next page loads, and it says so meanwhile. */
export function LoadMoreSentinel({ ref, loadingMore, compact = false }: LoadMoreSentinelProps) {
  return (
    <div ref={ref} style={{ minHeight: compact ? 4 : 8 }}>
      {loadingMore ? (
        <Center py={compact ? 'xs' : 'sm'} role="status">
          <Loader size="xs" mr="xs" />
          <Text size={compact ? 'xs' : 'sm'} c="dimmed">
            Loading more ...
          </Text>
        </Center>
      ) : null}
    </div>
  );
}
