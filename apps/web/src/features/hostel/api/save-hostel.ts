import { type BodyOf, createHostel, deleteHostel, updateHostel } from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { useHostelWrite } from './hostel-write';

/** `POST /api/school/hostel`. */
export const useCreateHostel = () =>
  useHostelWrite((body: BodyOf<typeof createHostel>) =>
    apiCall(createHostel, { body, silent: true }),
  );

/** `PUT /api/school/hostel`. */
export const useUpdateHostel = () =>
  useHostelWrite((body: BodyOf<typeof updateHostel>) =>
    apiCall(updateHostel, { body, silent: true }),
  );

/** `DELETE /api/school/hostel/:id`; a refusal (rooms or a fee setup) is toasted. */
export const useDeleteHostel = () =>
  useHostelWrite((id: number) => apiCall(deleteHostel, { params: { id } }));
