import { z } from 'zod';
import { defineRoute, staffOnlyPage } from '../core/route.ts';
import {
  createTcBodySchema,
  listTcQuerySchema,
  tcMessages,
  tcPrefillSchema,
  tcRowSchema,
  tcStudentParamsSchema,
  tcStudentSchema,
  tcStudentsQuerySchema,
  updateTcBodySchema,
} from './schemas.ts';
import { getStudentCertificatePdf } from './student-certificates.ts';

/** The generate screen's calls: its page only (parents hold the report page, for their child's). */
const tcGenerate = staffOnlyPage(
  'transfer_certificates:generate_student_transferCertificate',
  tcMessages.staffOnly,
);
/** Issuing and editing are staff's: a parent only reads their own children's certificates. */
const tcWrite = staffOnlyPage('transfer_certificates', tcMessages.staffOnly);
/** Parents may read their own children's certificates. */
const tcRead = { kind: 'module', module: 'transfer_certificates', parents: true } as const;

export const listTcStudents = defineRoute({
  id: 'transferCertificates.students',
  method: 'GET',
  area: 'school',
  path: '/transfer_certificate/students',
  access: tcGenerate,
  summary: 'Students of a class and section (or one student) for Generate TC',
  query: tcStudentsQuerySchema,
  data: z.array(tcStudentSchema),
});

export const getTcPrefill = defineRoute({
  id: 'transferCertificates.prefill',
  method: 'GET',
  area: 'school',
  path: '/transfer_certificate/student/:student_id',
  access: tcGenerate,
  summary: 'The certificate form prefilled from the student and parents, and the no-dues check',
  params: tcStudentParamsSchema,
  data: tcPrefillSchema,
});

export const createTc = defineRoute({
  id: 'transferCertificates.create',
  method: 'POST',
  area: 'school',
  path: '/transfer_certificate',
  access: tcGenerate,
  summary:
    'Issue a TC (next number of the school); the student is discontinued from the leaving date',
  body: createTcBodySchema,
  data: tcRowSchema,
});

export const listTc = defineRoute({
  id: 'transferCertificates.list',
  method: 'GET',
  area: 'school',
  path: '/transfer_certificate',
  access: tcRead,
  summary: 'The TC report: certificates of a session by classes and sections, or one student',
  query: listTcQuerySchema,
  data: z.array(tcRowSchema),
});

export const viewTc = defineRoute({
  id: 'transferCertificates.view',
  method: 'POST',
  area: 'school',
  path: '/transfer_certificate/view/:student_id',
  access: tcRead,
  summary: "The student's certificate as a printable HTML page",
  params: tcStudentParamsSchema,
  data: z.null(),
  produces: 'file',
});

export const downloadTcPdf = defineRoute({
  id: 'transferCertificates.pdf',
  method: 'GET',
  area: 'school',
  path: '/transfer_certificate/pdf/:student_id',
  access: tcRead,
  summary: "The student's certificate as a PDF download",
  params: tcStudentParamsSchema,
  data: z.null(),
  produces: 'file',
});

export const updateTc = defineRoute({
  id: 'transferCertificates.update',
  method: 'PUT',
  area: 'school',
  path: '/transfer_certificate',
  access: tcWrite,
  summary: 'Edit an issued certificate (its number stays)',
  body: updateTcBodySchema,
  data: tcRowSchema,
});

export const transferCertificateRoutes = [
  listTcStudents,
  getTcPrefill,
  createTc,
  listTc,
  viewTc,
  downloadTcPdf,
  updateTc,
  getStudentCertificatePdf,
] as const;
