import { type Session, type Theme, updateTheme } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
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
  return useRouteMutation(updateTheme, {
    input: (theme: Theme) => ({ body: { theme } }),
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
