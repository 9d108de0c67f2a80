import { createHostel, deleteHostel, updateHostel } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { hostelKey } from './hostel-keys';

/** `POST /api/school/hostel`. */
export const useCreateHostel = () =>
  useRouteMutation(createHostel, { silent: true, refreshes: [hostelKey], refreshOn: 'settled' });

/** `PUT /api/school/hostel`. */
export const useUpdateHostel = () =>
  useRouteMutation(updateHostel, { silent: true, refreshes: [hostelKey], refreshOn: 'settled' });

/** `DELETE /api/school/hostel/:id`; a refusal (rooms or a fee setup) is toasted. */
export const useDeleteHostel = () =>
  useRouteMutation(deleteHostel, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });
