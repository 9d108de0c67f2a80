import { cancelPayment } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { feeCollectionKey } from './fee-collection-keys';

/** `POST /api/school/fee_collection/cancel`: reverses a payment with a reason. */
export const useCancelPayment = () =>
  useRouteMutation(cancelPayment, { refreshes: [feeCollectionKey] });
