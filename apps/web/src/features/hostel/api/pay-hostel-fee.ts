import { payHostelFee } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { hostelKey } from './hostel-keys';

/** `POST /api/school/hostel_payment`: one payment per form key; refreshes the hostel lists. */
export const usePayHostelFee = () =>
  useRouteMutation(payHostelFee, {
    notifySuccess: true,
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });
