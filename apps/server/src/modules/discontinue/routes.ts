import {
  discontinueStudent,
  listDiscontinuableStudents,
  listDiscontinuedStudents,
  discontinueMessages as m,
  readmitStudent,
} from '@shala/contracts';
import { badRequest } from '../../platform/errors.ts';
import { handle } from '../../platform/http/handle.ts';
import { resolveSession } from '../academics/index.ts';
import * as service from './discontinue-service.ts';

/** Handlers of the discontinue slice: the form's students, discontinue, the list, readmit. */
export const discontinueHandlers = {
  [listDiscontinuableStudents.id]: handle(listDiscontinuableStudents, async ({ query }, ctx) => {
    const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id ?? undefined);
    return service.listDiscontinuableStudents(ctx.tx, ctx.tenant.id, session.id, query);
  }),

  [discontinueStudent.id]: handle(discontinueStudent, async ({ body }, ctx) => {
    const tenantId = ctx.tenant.id;
    const session = await resolveSession(ctx.tx, tenantId, body.session_id);
    const place = await service.findPlacement(ctx.tx, tenantId, {
      studentId: body.student_id,
      sessionId: session.id,
      classId: body.class_id,
      sectionId: body.section_id ?? null,
    });
    if (place.status === 'DISCONTINUED') throw badRequestAlready();
    service.checkLeavingDate(body.date_of_leaving, place.admissionDate, ctx.tenant.timeZone, {
      future: m.leavingDateFuture,
      field: 'date_of_leaving',
    });
    await service.recordDiscontinuation(ctx.tx, tenantId, ctx.user.id, place.placement, {
      dateOfLeaving: body.date_of_leaving,
      reason: body.reason ?? null,
    });
    ctx.message = m.discontinued;
    const [row] = await service.listDiscontinued(ctx.tx, tenantId, session.id, {
      student_id: body.student_id,
    });
    return row!;
  }),

  [listDiscontinuedStudents.id]: handle(listDiscontinuedStudents, async ({ query }, ctx) => {
    const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id ?? undefined);
    return service.listDiscontinued(ctx.tx, ctx.tenant.id, session.id, query);
  }),

  [readmitStudent.id]: handle(readmitStudent, async ({ body }, ctx) => {
    await service.readmitStudent(ctx.tx, ctx.tenant.id, body.student_id);
    ctx.message = m.readmitted;
    return null;
  }),
};

const badRequestAlready = () => badRequest(m.alreadyDiscontinued, 'student_id');
