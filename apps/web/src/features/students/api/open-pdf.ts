import { toast } from '../../../platform/notify/toast';

/** Fetches a server-rendered PDF and opens it in a new window; a refusal's message is said. */
export async function openPdf(url: string, failed: string): Promise<void> {
  const opened = window.open('', '_blank');
  const response = await fetch(url, { credentials: 'include' }).catch(() => null);
  if (!response?.ok) {
    opened?.close();
    const answer = await response?.json().catch(() => null);
    toast.error((answer as { message?: string } | null)?.message || failed);
    return;
  }
  const blob = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
  const objectUrl = URL.createObjectURL(blob);
  if (opened) opened.location.href = objectUrl;
  else window.location.assign(objectUrl);
}
