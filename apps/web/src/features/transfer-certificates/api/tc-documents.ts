import { downloadTcPdf, viewTc } from '@shala/contracts';
import { fetchRouteFile } from '../../../platform/api/fetch-route-file';
import { toast } from '../../../platform/notify/toast';
import { downloadFile } from '../../../ui/data-table/download-file';

const failed = 'The certificate could not be opened. Please try again.';

/** `POST transfer_certificate/view/{id}`: the printable page, opened in a new window. */
export async function openTcPage(studentId: number): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const file = await fetchRouteFile(viewTc, { params: { student_id: studentId } });
    const url = URL.createObjectURL(new Blob([await file.blob.text()], { type: 'text/html' }));
    if (opened) opened.location.href = url;
    else window.location.assign(url);
  } catch {
    opened?.close();
    toast.error(failed);
  }
}

/** `GET transfer_certificate/pdf/{id}`: the PDF, downloaded. */
export async function downloadTc(studentId: number, tcNo: number): Promise<void> {
  try {
    const file = await fetchRouteFile(downloadTcPdf, { params: { student_id: studentId } });
    downloadFile(`transfer-certificate-${tcNo}.pdf`, file.blob, 'application/pdf');
  } catch {
    toast.error(failed);
  }
}
