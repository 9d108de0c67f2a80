import { commitNewSession } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsKeys } from './academics-keys';

/**
 * `POST /api/school/new_session`: copies the set-up, promotes the students and makes the
 * new session current, in one go. Its "Session … started" message toasts.
 */
export function useCommitNewSession() {
  const queryClient = useQueryClient();
  return useRouteMutation(commitNewSession, {
    notifySuccess: true,
    onSuccess: () => {
      // The preview now describes a run that happened: drop it rather than refetch it
      // (the caller closes it in its own onSuccess, so this must not wait).
      queryClient.removeQueries({ queryKey: academicsKeys.preview });
      // Every module reads the current session: refresh everything cached.
      void queryClient.invalidateQueries();
    },
  });
}
