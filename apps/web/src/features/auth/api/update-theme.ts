import { type Theme, updateTheme } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { updateCachedSession } from '../../../platform/session/session-query';

/** Saves the user's theme; the cached session follows so a reload keeps it. */
export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: Theme) => apiCall(updateTheme, { body: { theme } }),
    onSuccess: ({ theme }) => {
      updateCachedSession(queryClient, (session) => ({
        ...session,
        user: { ...session.user, theme },
      }));
    },
  });
}
