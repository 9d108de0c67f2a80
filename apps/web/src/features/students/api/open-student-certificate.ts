import { getStudentCertificatePdf, type StudentCertificateKind } from '@shala/contracts';
import { openPdf } from './open-pdf';

/** `GET student_certificate/{id}/{kind}`: the PDF, opened in a new window. */
export function openStudentCertificate(
  studentId: number,
  kind: StudentCertificateKind,
  purpose: string,
): Promise<void> {
  return openPdf(
    getStudentCertificatePdf,
    {
      params: { student_id: studentId, kind },
      query: { purpose: purpose.trim() || undefined },
    },
    'The certificate could not be made. Please try again.',
  );
}
