import type { QueryClient } from '@tanstack/react-query';
import { lookupsKey } from '../../../ui/lookups/lookup-keys';
import { academicsKey } from './academics-keys';

/**
 * After any academics write: the academics screens and the session, class and section
 * options every other screen picks from (a new session must reach the students screens).
 */
export function refreshAcademics(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: academicsKey }),
    queryClient.invalidateQueries({ queryKey: lookupsKey }),
  ]);
}
