import {
  type BodyOf,
  markBoarding,
  payTransportDues,
  postTransportCharges,
} from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { useTransportWrite } from './transport-write';

/** `POST /api/school/transport/boarding`. */
export const useMarkBoarding = () =>
  useTransportWrite((body: BodyOf<typeof markBoarding>) =>
    apiCall(markBoarding, { body, notifySuccess: true }),
  );

/** `POST /api/school/transport/charges`. */
export const usePostTransportCharges = () =>
  useTransportWrite((body: BodyOf<typeof postTransportCharges>) =>
    apiCall(postTransportCharges, { body, silent: true }),
  );

/** `POST /api/school/transport/payment`. */
export const usePayTransportDues = () =>
  useTransportWrite((body: BodyOf<typeof payTransportDues>) =>
    apiCall(payTransportDues, { body, silent: true }),
  );
