import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retry once only when the failure may be passing (network, 5xx); a 4xx will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !isApiError(error) || error.kind === 'network' || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
