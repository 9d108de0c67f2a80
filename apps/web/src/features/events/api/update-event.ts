import { type BodyOf, updateEvent } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { eventsKey } from './events-keys';

/** `PUT /api/school/event`; its failures show only under the fields (§8). */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateEvent>) => apiCall(updateEvent, { body, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
