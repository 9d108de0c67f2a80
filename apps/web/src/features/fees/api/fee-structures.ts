import {
  copyFeeStructure,
  feeMessages,
  getFeeStructureDetails,
  listCopyableFeeStructures,
  manageFeeStructure,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../platform/api/api-error';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { toast } from '../../../platform/notify/toast';
import { withRowOf } from '../lib/issue-map';
import { feeKeys, feesKey } from './fee-keys';

interface StructureQuery {
  session_id: number | null;
  class_id?: number[];
  id?: number;
}

/** `GET manage_fee/fee_structure_details` of a session (optionally some classes, or one id). */
export const feeStructuresQueryOptions = (
  query: StructureQuery,
  failure: string = feeMessages.failedStructure,
) => {
  const { session_id } = query;
  return routeQueryOptions(getFeeStructureDetails, {
    key: [...feeKeys.structures, query],
    input: session_id === null ? null : { query: { ...query, session_id } },
    failed: (error) =>
      isApiError(error) && error.status === 404 ? feeMessages.structureNotFound : failure,
  });
};

export const useFeeStructuresQuery = (query: StructureQuery, failure?: string) =>
  useQuery(feeStructuresQueryOptions(query, failure));

/** `POST manage_fee/manage_fee_structure`: 'Fee structure saved successfully' or the server's reason. */
export const useSaveFeeStructure = () =>
  useRouteMutation(manageFeeStructure, {
    notifySuccess: true,
    silent: true,
    onError: (error) => {
      const field = isApiError(error) ? error.fieldErrors[0] : undefined;
      if (isApiError(error)) error.shown = true;
      toast.error(
        field ? withRowOf(field.field, field.message) : error.message || feeMessages.failedSave,
      );
    },
    refreshes: [feesKey],
  });

export const copyableStructuresQueryOptions = () =>
  routeQueryOptions(listCopyableFeeStructures, { key: feeKeys.copyable, silent: true });

export const useCopyableStructuresQuery = (enabled: boolean) =>
  useQuery({ ...copyableStructuresQueryOptions(), enabled });

/** `POST manage_fee/copyCompleteFeeStructure`; a refusal ('No fee data found …') is toasted. */
export const useCopyFeeStructure = () =>
  useRouteMutation(copyFeeStructure, {
    notifySuccess: true,
    silent: true,
    // The spec's toast names the class the copy found no fee data for.
    onError: (error, body) => {
      if (isApiError(error)) error.shown = true;
      toast.error(
        error.message === feeMessages.noSourceStructure
          ? feeMessages.noFeeData(String(body.source_class_id))
          : error.message,
      );
    },
    refreshes: [feesKey],
  });
