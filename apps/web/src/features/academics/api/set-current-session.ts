import { setCurrentSession } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';

/** `PUT /api/school/session/current`: every screen then works on this session by default. */
export const useSetCurrentSession = () =>
  useRouteMutation(setCurrentSession, {
    input: (id: number) => ({ body: { id } }),
    notifySuccess: true,
    // Other modules read the current session too: the empty root refreshes everything cached.
    refreshes: [[]],
  });
