import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { reportUnshownError } from './report-answer';

/** Retry once only when the failure may be passing (network, 5xx); a 4xx will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !isApiError(error) || error.kind === 'network' || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // The cache hears of a failed mutation after its form's onError ran: whatever the form did not
  // show (under its fields or as its own toast) is toasted here, so no failure goes unsaid.
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      reportUnshownError(event.action.error);
    }
  });
  return client;
}
