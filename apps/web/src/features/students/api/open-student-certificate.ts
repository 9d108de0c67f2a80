import { getStudentCertificatePdf, type StudentCertificateKind } from '@shala/contracts';
import { buildUrl } from '../../../platform/api/build-request';
import { openPdf } from './open-pdf';

/** `GET student_certificate/{id}/{kind}`: the PDF, opened in a new window. */
export function openStudentCertificate(
  studentId: number,
  kind: StudentCertificateKind,
  purpose: string,
): Promise<void> {
  return openPdf(
    buildUrl(
      getStudentCertificatePdf,
      { student_id: studentId, kind },
      { purpose: purpose.trim() || undefined },
    ),
    'The certificate could not be made. Please try again.',
  );
}
