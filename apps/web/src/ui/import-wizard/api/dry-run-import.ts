import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { fileBody } from './file-body';
import type { DryRunRoute } from './import-routes';

/**
 * `POST …/dry-run`: every bad row of the file with its column and reason; writes nothing.
 * Silent: the wizard shows a refused file under its picker.
 */
export function useDryRunImport(route: DryRunRoute) {
  return useMutation({
    mutationFn: async (file: File) => apiCall(route, { body: await fileBody(file), silent: true }),
  });
}
