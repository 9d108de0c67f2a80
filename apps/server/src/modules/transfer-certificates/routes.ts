import {
  createTc,
  downloadTcPdf,
  getStudentCertificatePdf,
  getTcPrefill,
  listTc,
  listTcStudents,
  tcMessages as m,
  updateTc,
  viewTc,
} from '@shala/contracts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { sendPdf } from '../../platform/pdf/index.ts';
import { resolveSession } from '../academics/index.ts';
import { findSchoolBrand } from '../school-profile/index.ts';
import { canWaiveDues } from './dues-waiver.ts';
import { renderStudentCertificate } from './student-certificates.ts';
import { renderTcHtml, renderTcPdf } from './tc-documents.ts';
import { findTcOfStudent, isChildOf, listTcs } from './tc-queries.ts';
import * as service from './tc-service.ts';

const parentRoleId = 4;
const parentOf = (ctx: SignedInContext) => (ctx.user.roleId === parentRoleId ? ctx.user.id : null);

/** A parent naming another family's child: 404, as if there were no such student. */
async function checkOwnChild(ctx: SignedInContext, studentId: number) {
  const parent = parentOf(ctx);
  if (parent !== null && !(await isChildOf(ctx.scope, parent, studentId)))
    throw notFound(m.studentNotFound);
}

/** A student's certificate as the caller may see it: a parent only their own child's (else 404). */
async function certificateFor(ctx: SignedInContext, studentId: number) {
  await checkOwnChild(ctx, studentId);
  const row = await findTcOfStudent(ctx.scope, studentId);
  if (!row) throw notFound(m.certificateNotFound);
  return row;
}

/** Handlers of the transfer-certificates slice. */
export const transferCertificateHandlers = {
  [listTcStudents.id]: handle(listTcStudents, async ({ query }, ctx) => {
    const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id ?? undefined);
    return service.listTcStudents(ctx.scope, session.id, query);
  }),

  [getTcPrefill.id]: handle(getTcPrefill, async ({ params }, ctx) => {
    const canWaive = await canWaiveDues(ctx.tx, ctx.user);
    return service.getTcPrefill(ctx.scope, params.student_id, canWaive);
  }),

  [createTc.id]: handle(createTc, async ({ body }, ctx) => {
    const session = await resolveSession(ctx.tx, ctx.tenant.id, body.session_id ?? undefined);
    const issuer = { userId: ctx.user.id, canWaiveDues: await canWaiveDues(ctx.tx, ctx.user) };
    const row = await service.issueTc(ctx.scope, issuer, session.id, body);
    ctx.message = m.issued;
    return row;
  }),

  [listTc.id]: handle(listTc, async ({ query }, ctx) => {
    const parent = parentOf(ctx);
    if (query.student_id) await checkOwnChild(ctx, query.student_id);
    const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id ?? undefined);
    return listTcs(ctx.scope, session.id, query, parent);
  }),

  [viewTc.id]: handle(viewTc, async ({ params }, ctx) => {
    const row = await certificateFor(ctx, params.student_id);
    const brand = await findSchoolBrand(ctx.tx, ctx.tenant);
    ctx.reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'",
      )
      .send(renderTcHtml({ ...brand, logoUrl: ctx.tenant.logoUrl }, row));
    return null;
  }),

  [downloadTcPdf.id]: handle(downloadTcPdf, async ({ params }, ctx) => {
    const row = await certificateFor(ctx, params.student_id);
    const bytes = await renderTcPdf(await findSchoolBrand(ctx.tx, ctx.tenant), row);
    return sendPdf(ctx.reply, bytes, `transfer-certificate-${row.tc_no}.pdf`);
  }),

  [getStudentCertificatePdf.id]: handle(
    getStudentCertificatePdf,
    async ({ params, query }, ctx) => {
      const pdf = await renderStudentCertificate(
        ctx.scope,
        ctx.tenant,
        params.student_id,
        params.kind,
        query,
      );
      return sendPdf(ctx.reply, pdf.bytes, pdf.fileName, { inline: true });
    },
  ),

  [updateTc.id]: handle(updateTc, async ({ body }, ctx) => {
    const row = await service.updateTc(ctx.scope, ctx.user.id, body);
    ctx.message = m.updated;
    return row;
  }),
};
