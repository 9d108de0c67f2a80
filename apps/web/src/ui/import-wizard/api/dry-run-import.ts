import { useRouteMutation } from '../../../platform/api/route-mutation';
import { fileBody } from './file-body';
import type { DryRunRoute } from './import-routes';

/**
 * `POST …/dry-run`: every bad row of the file with its column and reason; writes nothing.
 * Silent: the wizard shows a refused file under its picker.
 */
export const useDryRunImport = (route: DryRunRoute) =>
  useRouteMutation(route, {
    input: async (file: File) => ({ body: await fileBody(file) }),
    silent: true,
  });
