import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/** Refreshes every query under the roots: for a change made outside a route mutation (an import). */
export function useRefresh(...roots: QueryKey[]): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of roots) void queryClient.invalidateQueries({ queryKey });
  };
}
