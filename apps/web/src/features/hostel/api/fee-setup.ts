import { createFeeSetup, deleteFeeSetup, listFeeSetups, updateFeeSetup } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { hostelKey } from './hostel-keys';

/** `GET /api/school/hostel_fee_setup/:session_id`: the session's fee setups by hostel name. */
export const feeSetupsQueryOptions = (sessionId: number | null) =>
  routeQueryOptions(listFeeSetups, {
    key: [...hostelKey, 'fee-setups', sessionId],
    input: sessionId === null ? null : { params: { session_id: sessionId } },
  });

export const useFeeSetupsQuery = (sessionId: number | null) =>
  useQuery(feeSetupsQueryOptions(sessionId));

/** `POST /api/school/hostel_fee_setup` (amounts in rupees as typed). */
export const useCreateFeeSetup = () =>
  useRouteMutation(createFeeSetup, { silent: true, refreshes: [hostelKey], refreshOn: 'settled' });

/** `PUT /api/school/hostel_fee_setup`. */
export const useUpdateFeeSetup = () =>
  useRouteMutation(updateFeeSetup, { silent: true, refreshes: [hostelKey], refreshOn: 'settled' });

/** `DELETE /api/school/hostel_fee_setup/:id`; a refusal (payments made) is toasted. */
export const useDeleteFeeSetup = () =>
  useRouteMutation(deleteFeeSetup, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });
