import { getReceipt } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { feeCollectionKeys } from './fee-collection-keys';

/** `GET /api/school/fee_collection/receipt/:id`: one receipt's §3 fields. */
export function useReceiptQuery(paymentId: number | null) {
  return useQuery({
    queryKey: feeCollectionKeys.receipt(paymentId ?? 0),
    queryFn: ({ signal }) => apiCall(getReceipt, { params: { id: paymentId! }, signal }),
    enabled: paymentId !== null,
  });
}
