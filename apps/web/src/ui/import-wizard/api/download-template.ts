import { messages } from '@shala/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/api-error';
import { buildUrl } from '../../../platform/api/build-request';
import { readEnvelope } from '../../../platform/api/read-envelope';
import { reportError } from '../../../platform/api/report-answer';
import { terminateSession } from '../../../platform/session/terminate-session';
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
  let response: Response;
  try {
    response = await fetch(buildUrl(route, undefined, { format }), { credentials: 'include' });
  } catch {
    throw new ApiError({ kind: 'network', status: 0, message: messages.networkError });
  }
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    if (response.status === 401 && envelope?.status === 'TERMINATE') terminateSession();
    throw new ApiError({
      kind: 'http',
      status: response.status,
      message: envelope?.message ?? '',
      envelopeStatus: envelope?.status ?? null,
    });
  }
  const name =
    fileNameOf(response.headers.get('content-disposition')) ??
    `${baseName}-import-template.${format}`;
  saveBlob(await response.blob(), name);
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
