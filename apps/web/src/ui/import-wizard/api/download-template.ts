import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/api-error';
import { fetchRouteFile } from '../../../platform/api/fetch-route-file';
import { reportError } from '../../../platform/api/report-answer';
import { fileNameOf } from '../lib/import-file';
import type { TemplateFormat, TemplateRoute } from './import-routes';

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the blob by now; keep it a moment for slow disks.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function downloadTemplate(route: TemplateRoute, format: TemplateFormat, baseName: string) {
  const file = await fetchRouteFile(route, { query: { format } });
  saveBlob(file.blob, fileNameOf(file.disposition) ?? `${baseName}-import-template.${format}`);
}

/** `GET …/template?format=csv|xlsx`: saves the import template; failures toast (spec §8). */
export function useDownloadTemplate(route: TemplateRoute, baseName: string) {
  return useMutation({
    mutationFn: (format: TemplateFormat) => downloadTemplate(route, format, baseName),
    onError: (error) => {
      if (error instanceof ApiError && !error.isTerminated) reportError(error);
    },
  });
}
