import { type Session, type Theme, updateTheme } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { sessionQueryKey, updateCachedSession } from '../../../platform/session/session-query';

const withTheme = (theme: Theme) => (session: Session) => ({
  ...session,
  user: { ...session.user, theme },
});

/**
 * Saves the user's theme. The cached session changes first (the screen follows it at
 * once) and goes back if the server refuses.
 */
export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: Theme) => apiCall(updateTheme, { body: { theme } }),
    onMutate: (theme) => {
      const previous = queryClient.getQueryData<Session>(sessionQueryKey)?.user.theme;
      updateCachedSession(queryClient, withTheme(theme));
      return { previous };
    },
    onError: (_error, _theme, context) => {
      if (context?.previous) updateCachedSession(queryClient, withTheme(context.previous));
    },
  });
}
