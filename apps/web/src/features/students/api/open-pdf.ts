import type { RouteMeta } from '@shala/contracts';
import type { RouteInput } from '../../../platform/api/api-client';
import { isApiError } from '../../../platform/api/api-error';
import { fetchRouteFile } from '../../../platform/api/fetch-route-file';
import { toast } from '../../../platform/notify/toast';

/** Fetches a server-rendered PDF and opens it in a new window; a refusal's message is said. */
export async function openPdf<R extends RouteMeta>(
  route: R,
  input: RouteInput<R>,
  failed: string,
): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const file = await fetchRouteFile(route, input);
    const objectUrl = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
    if (opened) opened.location.href = objectUrl;
    else window.location.assign(objectUrl);
  } catch (error) {
    opened?.close();
    toast.error((isApiError(error) && error.kind === 'http' && error.message) || failed);
  }
}
