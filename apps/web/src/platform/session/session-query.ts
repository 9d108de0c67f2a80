import { getSessionMeta, type Session } from '@shala/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { routeQueryOptions } from '../api/route-query';
import { clearSessionVault, useSessionVault } from './session-vault';

export const sessionQueryKey = ['session'] as const;

/** The signed-in session from `POST /api/common/session`. Its failures are silent (spec §8). */
export const sessionQueryOptions = () => ({
  ...routeQueryOptions(getSessionMeta, { key: sessionQueryKey, silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The session query; it runs only while SessionVault says a session exists. */
export function useSessionQuery() {
  const vault = useSessionVault();
  return useQuery({ ...sessionQueryOptions(), enabled: vault !== null });
}

/** Forgets a session the server no longer knows: the marker and its cached answer. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSessionVault();
    queryClient.removeQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);
}

/** The session when signed in, else null. */
export function useSession(): Session | null {
  const vault = useSessionVault();
  const { data } = useSessionQuery();
  return vault && data ? data : null;
}

/** The session inside signed-in screens, where the shell guarantees one. */
export function useSignedInSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useSignedInSession used outside the signed-in shell');
  return session;
}

/** Writes a changed session into the cache (e.g. after a theme change). */
export function updateCachedSession(
  queryClient: QueryClient,
  update: (session: Session) => Session,
): void {
  queryClient.setQueryData<Session>(sessionQueryKey, (current) =>
    current ? update(current) : current,
  );
}
