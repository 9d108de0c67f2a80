import { getReceipt } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { feeCollectionKeys } from './fee-collection-keys';

/** `GET /api/school/fee_collection/receipt/:id`: one receipt's §3 fields. */
export const receiptQueryOptions = (paymentId: number | null) =>
  routeQueryOptions(getReceipt, {
    key: feeCollectionKeys.receipt(paymentId ?? 0),
    input: paymentId === null ? null : { params: { id: paymentId } },
  });

export const useReceiptQuery = (paymentId: number | null) =>
  useQuery(receiptQueryOptions(paymentId));
