import { createRoom, deleteRoom, updateRoom } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { hostelKey } from './hostel-keys';

/** `POST /api/school/hostel_room`. */
export const useCreateRoom = () =>
  useRouteMutation(createRoom, { silent: true, refreshes: [hostelKey], refreshOn: 'settled' });

/** `PUT /api/school/hostel_room`. */
export const useUpdateRoom = () =>
  useRouteMutation(updateRoom, { silent: true, refreshes: [hostelKey], refreshOn: 'settled' });

/** `DELETE /api/school/hostel_room/:id`; a refusal (allocations) is toasted. */
export const useDeleteRoom = () =>
  useRouteMutation(deleteRoom, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });
