import { z } from 'zod';
import { optionalTextSchema, rowIdSchema } from '../core/person-fields.ts';
import { defineRoute, staffOnlyPage } from '../core/route.ts';
import { tcMessages } from './schemas.ts';

/** The certificates a school writes for a student on request, besides the TC. */
export const studentCertificateKinds = ['bonafide', 'character'] as const;
export type StudentCertificateKind = (typeof studentCertificateKinds)[number];

export const studentCertificateTitles: Record<StudentCertificateKind, string> = {
  bonafide: 'Bonafide Certificate',
  character: 'Character Certificate',
};

export const studentCertificateParamsSchema = z.object({
  student_id: rowIdSchema(tcMessages.studentNotFound),
  kind: z.enum(studentCertificateKinds, { error: 'Choose bonafide or character' }),
});

/** What the request is for ("passport application"), and the conduct a character line says. */
export const studentCertificateQuerySchema = z.object({
  purpose: optionalTextSchema(150).optional(),
  conduct: optionalTextSchema(40).optional(),
});
export type StudentCertificateQuery = z.infer<typeof studentCertificateQuerySchema>;

/** A bonafide or character certificate of a student as a PDF on the school's letterhead. */
export const getStudentCertificatePdf = defineRoute({
  id: 'transferCertificates.studentCertificate',
  method: 'GET',
  area: 'school',
  path: '/student_certificate/:student_id/:kind',
  access: staffOnlyPage(
    'transfer_certificates:generate_student_transferCertificate',
    tcMessages.staffOnly,
  ),
  summary: "A bonafide or character certificate of a student (PDF), from the school's template",
  params: studentCertificateParamsSchema,
  query: studentCertificateQuerySchema,
  data: z.null(),
  produces: 'file',
});
