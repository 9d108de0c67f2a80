import { sendPaymentLink } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { onlinePaymentsKey } from './online-payments';

/** `POST /accounts/payment_link`: a link to pay one due, sent to the student's parents. */
export const useSendPaymentLink = () =>
  useRouteMutation(sendPaymentLink, { notifySuccess: true, refreshes: [onlinePaymentsKey] });
