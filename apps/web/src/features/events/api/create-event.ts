import { type BodyOf, createEvent } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { eventsKey } from './events-keys';

/** `POST /api/school/event`; its failures show only under the fields (§8). */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createEvent>) => apiCall(createEvent, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
