import {
  downloadClassReportCards,
  downloadPaper,
  downloadReportCard,
  getMarksGrid,
  getStudentResult,
  listMarkableExams,
  listPapers,
  examMessages as m,
  saveCoScholastic,
  saveMarks,
  saveReportCardRemarks,
  uploadPaper,
} from '@shala/contracts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { sendPdf } from '../../platform/pdf/index.ts';
import { resolveSession } from '../academics/index.ts';
import * as marks from './exam-marks.ts';
import * as papers from './question-papers.ts';
import * as notes from './report-card-notes.ts';
import { renderReportCards } from './report-cards.ts';
import * as results from './student-results.ts';

const sessionOf = (ctx: SignedInContext, id?: number) => resolveSession(ctx.tx, ctx.tenant.id, id);

/** Handlers of papers, marks, results and report cards. */
export const examMarkHandlers = {
  [uploadPaper.id]: handle(uploadPaper, async ({ body, files }, ctx) => {
    ctx.message = m.paperUploaded;
    return papers.uploadPaper(ctx.scope, ctx, body.exam_id, files ?? []);
  }),
  [listPapers.id]: handle(listPapers, async ({ query }, ctx) =>
    papers.listPapers(ctx.scope, {
      ...query,
      session_id: (await sessionOf(ctx, query.session_id)).id,
    }),
  ),
  [downloadPaper.id]: handle(downloadPaper, async ({ params }, ctx) => {
    const file = await papers.readPaperFile(ctx.scope, ctx.services.storage, params.id);
    ctx.reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
    return null;
  }),

  [listMarkableExams.id]: handle(listMarkableExams, async ({ query }, ctx) =>
    marks.listMarkableExams(ctx.scope, {
      ...query,
      session_id: (await sessionOf(ctx, query.session_id)).id,
    }),
  ),
  [getMarksGrid.id]: handle(getMarksGrid, async ({ query }, ctx) =>
    marks.getMarksGrid(ctx.scope, query.exam_id),
  ),
  [saveMarks.id]: handle(saveMarks, async ({ body }, ctx) => {
    ctx.message = m.marksSaved;
    return marks.saveMarks(ctx.scope, body);
  }),

  [getStudentResult.id]: handle(getStudentResult, async ({ query }, ctx) =>
    results.getStudentResult(ctx.scope, {
      ...query,
      session_id: (await sessionOf(ctx, query.session_id)).id,
    }),
  ),
  [downloadReportCard.id]: handle(downloadReportCard, async ({ query }, ctx) => {
    const session = await sessionOf(ctx, query.session_id);
    const result = await results.getStudentResult(ctx.scope, { ...query, session_id: session.id });
    const bytes = await renderReportCards(ctx.scope, ctx.tenant, [result], session);
    return sendPdf(ctx.reply, bytes, `report-card-${result.student_name}.pdf`);
  }),
  [downloadClassReportCards.id]: handle(downloadClassReportCards, async ({ query }, ctx) => {
    const session = await sessionOf(ctx, query.session_id);
    const list = await results.listClassResults(ctx.scope, { ...query, session_id: session.id });
    if (list.length === 0) throw notFound(m.noRecords);
    const bytes = await renderReportCards(ctx.scope, ctx.tenant, list, session);
    return sendPdf(ctx.reply, bytes, `report-cards-${list[0]!.class_name}.pdf`);
  }),
  [saveCoScholastic.id]: handle(saveCoScholastic, async ({ body }, ctx) => {
    ctx.message = m.coScholasticSaved;
    return notes.saveCoScholastic(ctx.scope, {
      ...body,
      session_id: (await sessionOf(ctx, body.session_id)).id,
    });
  }),
  [saveReportCardRemarks.id]: handle(saveReportCardRemarks, async ({ body }, ctx) => {
    ctx.message = m.remarksSaved;
    return notes.saveRemarks(ctx.scope, {
      ...body,
      session_id: (await sessionOf(ctx, body.session_id)).id,
    });
  }),
};
