import { type BodyOf, createRoom, deleteRoom, updateRoom } from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { useHostelWrite } from './hostel-write';

/** `POST /api/school/hostel_room`. */
export const useCreateRoom = () =>
  useHostelWrite((body: BodyOf<typeof createRoom>) => apiCall(createRoom, { body, silent: true }));

/** `PUT /api/school/hostel_room`. */
export const useUpdateRoom = () =>
  useHostelWrite((body: BodyOf<typeof updateRoom>) => apiCall(updateRoom, { body, silent: true }));

/** `DELETE /api/school/hostel_room/:id`; a refusal (allocations) is toasted. */
export const useDeleteRoom = () =>
  useHostelWrite((id: number) => apiCall(deleteRoom, { params: { id } }));
