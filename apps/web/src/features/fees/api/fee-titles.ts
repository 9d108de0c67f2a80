import {
  createFeeTitle,
  deleteFeeTitle,
  feeMessages,
  listFeeTitles,
  updateFeeTitle,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../platform/api/api-error';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { toast } from '../../../platform/notify/toast';
import { feeKeys } from './fee-keys';

/** `GET /api/school/fee-title`; a failure toasts 'Failed to fetch fee types' (§8). */
export const feeTitlesQueryOptions = () =>
  routeQueryOptions(listFeeTitles, {
    key: feeKeys.titles,
    failed: () => feeMessages.failedFeeTypes,
  });

export const useFeeTitlesQuery = () => useQuery(feeTitlesQueryOptions());

/** `POST /api/school/fee-title`: the server's message is the toast (success, or info when refused). */
export const useCreateFeeTitle = () =>
  useRouteMutation(createFeeTitle, {
    input: (title: string) => ({ body: { title } }),
    notifySuccess: true,
    silent: true,
    onError: (error) => {
      if (isApiError(error)) error.shown = true;
      toast.info(error.message);
    },
    refreshes: [feeKeys.titles],
  });

/** `PUT /api/school/fee-title`. */
export const useUpdateFeeTitle = () =>
  useRouteMutation(updateFeeTitle, { notifySuccess: true, refreshes: [feeKeys.titles] });

/** `DELETE /api/school/fee-title/:id`; a title in use is refused with the server's message. */
export const useDeleteFeeTitle = () =>
  useRouteMutation(deleteFeeTitle, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [feeKeys.titles],
    refreshOn: 'settled',
  });
