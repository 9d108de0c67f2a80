import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { fileBody } from './file-body';
import type { ImportRoute } from './import-routes';

/**
 * `POST …` (import): all rows or none. Silent: a refusal comes back with the rows at fault,
 * which the wizard lists again.
 */
export function useRunImport(route: ImportRoute, onImported?: () => void) {
  return useMutation({
    mutationFn: async (file: File) => apiCall(route, { body: await fileBody(file), silent: true }),
    onSuccess: () => onImported?.(),
  });
}
