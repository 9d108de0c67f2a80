import {
  type BodyOf,
  createFeeSetup,
  deleteFeeSetup,
  listFeeSetups,
  updateFeeSetup,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKey } from './hostel-keys';
import { useHostelWrite } from './hostel-write';

/** `GET /api/school/hostel_fee_setup/:session_id`: the session's fee setups by hostel name. */
export function useFeeSetupsQuery(sessionId: number | null) {
  return useQuery({
    queryKey: [...hostelKey, 'fee-setups', sessionId],
    queryFn: ({ signal }) => apiCall(listFeeSetups, { params: { session_id: sessionId! }, signal }),
    enabled: sessionId !== null,
  });
}

/** `POST /api/school/hostel_fee_setup` (amounts in rupees as typed). */
export const useCreateFeeSetup = () =>
  useHostelWrite((body: BodyOf<typeof createFeeSetup>) =>
    apiCall(createFeeSetup, { body, silent: true }),
  );

/** `PUT /api/school/hostel_fee_setup`. */
export const useUpdateFeeSetup = () =>
  useHostelWrite((body: BodyOf<typeof updateFeeSetup>) =>
    apiCall(updateFeeSetup, { body, silent: true }),
  );

/** `DELETE /api/school/hostel_fee_setup/:id`; a refusal (payments made) is toasted. */
export const useDeleteFeeSetup = () =>
  useHostelWrite((id: number) => apiCall(deleteFeeSetup, { params: { id } }));
