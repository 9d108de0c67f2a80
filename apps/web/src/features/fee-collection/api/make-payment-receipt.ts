import { makePaymentReceipt } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { feeCollectionKey } from './fee-collection-keys';

/** `POST /api/school/accounts/makePaymentReceipt`: a counter payment (idempotent by its key). */
export const useMakePaymentReceipt = () =>
  useRouteMutation(makePaymentReceipt, { refreshes: [feeCollectionKey] });
