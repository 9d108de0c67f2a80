import { downloadTcPdf, viewTc } from '@shala/contracts';
import { buildUrl } from '../../../platform/api/build-request';
import { toast } from '../../../platform/notify/toast';
import { downloadFile } from '../../../ui/data-table/download-file';

const failed = 'The certificate could not be opened. Please try again.';

/** `POST transfer_certificate/view/{id}`: the printable page, opened in a new window. */
export async function openTcPage(studentId: number): Promise<void> {
  const opened = window.open('', '_blank');
  const response = await fetch(buildUrl(viewTc, { student_id: studentId }), {
    method: 'POST',
    credentials: 'include',
  });
  if (!response.ok) {
    opened?.close();
    toast.error(failed);
    return;
  }
  const url = URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
  if (opened) opened.location.href = url;
  else window.location.assign(url);
}

/** `GET transfer_certificate/pdf/{id}`: the PDF, downloaded. */
export async function downloadTc(studentId: number, tcNo: number): Promise<void> {
  const response = await fetch(buildUrl(downloadTcPdf, { student_id: studentId }), {
    credentials: 'include',
  });
  if (!response.ok) {
    toast.error(failed);
    return;
  }
  downloadFile(`transfer-certificate-${tcNo}.pdf`, await response.arrayBuffer(), 'application/pdf');
}
