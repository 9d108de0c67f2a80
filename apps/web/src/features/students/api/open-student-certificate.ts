import { getStudentCertificatePdf, type StudentCertificateKind } from '@shala/contracts';
import { buildUrl } from '../../../platform/api/build-request';
import { toast } from '../../../platform/notify/toast';

const failed = 'The certificate could not be made. Please try again.';

/** `GET student_certificate/{id}/{kind}`: the PDF, opened in a new window; a refusal is said. */
export async function openStudentCertificate(
  studentId: number,
  kind: StudentCertificateKind,
  purpose: string,
): Promise<void> {
  const opened = window.open('', '_blank');
  const response = await fetch(
    buildUrl(
      getStudentCertificatePdf,
      { student_id: studentId, kind },
      { purpose: purpose.trim() || undefined },
    ),
    { credentials: 'include' },
  ).catch(() => null);
  if (!response?.ok) {
    opened?.close();
    const answer = await response?.json().catch(() => null);
    toast.error((answer as { message?: string } | null)?.message || failed);
    return;
  }
  const url = URL.createObjectURL(
    new Blob([await response.arrayBuffer()], { type: 'application/pdf' }),
  );
  if (opened) opened.location.href = url;
  else window.location.assign(url);
}
