import { deleteEvent } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { eventsKey } from './events-keys';

/** `DELETE /api/school/event/:id`; a failure is silent (§8), the list shows what is left. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteEvent, { params: { id }, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
