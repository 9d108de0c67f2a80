import {
  type BodyOf,
  copyFeeStructure,
  feeMessages,
  getFeeStructureDetails,
  listCopyableFeeStructures,
  manageFeeStructure,
} from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { ApiError, isApiError } from '../../../platform/api/api-error';
import { toast } from '../../../platform/notify/toast';
import { withRowOf } from '../lib/issue-map';
import { feeKeys, feesKey } from './fee-keys';

/** `GET manage_fee/fee_structure_details` of a session (optionally some classes, or one id). */
export function useFeeStructuresQuery(
  query: { session_id: number | null; class_id?: number[]; id?: number },
  failure: string = feeMessages.failedStructure,
) {
  const { session_id } = query;
  return useQuery({
    queryKey: [...feeKeys.structures, query],
    enabled: session_id !== null,
    queryFn: ({ signal }) =>
      apiCall(getFeeStructureDetails, {
        query: { ...query, session_id: session_id ?? 0 },
        signal,
        silent: true,
      }).catch((error: unknown) => {
        const missing = error instanceof ApiError && error.status === 404;
        toast.error(missing ? feeMessages.structureNotFound : failure);
        throw error;
      }),
  });
}

/** `POST manage_fee/manage_fee_structure`: 'Fee structure saved successfully' or the server's reason. */
export function useSaveFeeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof manageFeeStructure>) =>
      apiCall(manageFeeStructure, { body, notifySuccess: true, silent: true }),
    onError: (error) => {
      const field = isApiError(error) ? error.fieldErrors[0] : undefined;
      if (isApiError(error)) error.shown = true;
      toast.error(
        field ? withRowOf(field.field, field.message) : error.message || feeMessages.failedSave,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feesKey }),
  });
}

export function useCopyableStructuresQuery(enabled: boolean) {
  return useQuery({
    queryKey: feeKeys.copyable,
    enabled,
    queryFn: ({ signal }) => apiCall(listCopyableFeeStructures, { signal, silent: true }),
  });
}

/** `POST manage_fee/copyCompleteFeeStructure`; a refusal ('No fee data found …') is toasted. */
export function useCopyFeeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof copyFeeStructure>) =>
      apiCall(copyFeeStructure, { body, notifySuccess: true, silent: true }),
    // The spec's toast names the class the copy found no fee data for.
    onError: (error, body) => {
      if (isApiError(error)) error.shown = true;
      toast.error(
        error.message === feeMessages.noSourceStructure
          ? feeMessages.noFeeData(String(body.source_class_id))
          : error.message,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feesKey }),
  });
}
