import { useRouteMutation } from '../../../platform/api/route-mutation';
import { fileBody } from './file-body';
import type { ImportRoute } from './import-routes';

/**
 * `POST …` (import): all rows or none. Silent: a refusal comes back with the rows at fault,
 * which the wizard lists again.
 */
export const useRunImport = (route: ImportRoute, onImported?: () => void) =>
  useRouteMutation(route, {
    input: async (file: File) => ({ body: await fileBody(file) }),
    silent: true,
    onSuccess: () => onImported?.(),
  });
