import { markBoarding, payTransportDues, postTransportCharges } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { transportKey } from './transport-keys';

/** `POST /api/school/transport/boarding`. */
export const useMarkBoarding = () =>
  useRouteMutation(markBoarding, {
    notifySuccess: true,
    refreshes: [transportKey],
    refreshOn: 'settled',
  });

/** `POST /api/school/transport/charges`. */
export const usePostTransportCharges = () =>
  useRouteMutation(postTransportCharges, {
    silent: true,
    refreshes: [transportKey],
    refreshOn: 'settled',
  });

/** `POST /api/school/transport/payment`. */
export const usePayTransportDues = () =>
  useRouteMutation(payTransportDues, {
    silent: true,
    refreshes: [transportKey],
    refreshOn: 'settled',
  });
