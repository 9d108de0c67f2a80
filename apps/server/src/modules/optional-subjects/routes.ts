import {
  addOptionalSubject,
  listOptionalSubjectStudents,
  optionalSubjectMessages as m,
} from '@shala/contracts';
import { badRequest } from '../../platform/errors.ts';
import { handle } from '../../platform/http/handle.ts';
import { resolveSession } from '../academics/index.ts';
import * as service from './optional-subjects-service.ts';

/** Handlers of the optional-subjects slice: a class's students, and saving their choices. */
export const optionalSubjectHandlers = {
  [listOptionalSubjectStudents.id]: handle(listOptionalSubjectStudents, async ({ body }, ctx) => {
    const filter = body.filterData;
    const session = await resolveSession(ctx.tx, ctx.tenant.id, filter.session_id ?? undefined);
    return service.listOptionalSubjectStudents(ctx.scope, session.id, {
      classId: filter.class_id,
      sectionId: filter.section_id ?? null,
    });
  }),

  [addOptionalSubject.id]: handle(addOptionalSubject, async ({ body }, ctx) => {
    const items = Array.isArray(body.formData) ? body.formData : [body.formData];
    const sessionIds = new Set(items.map((item) => item.session_id ?? undefined));
    if (sessionIds.size > 1) throw badRequest(m.chooseSession, 'formData');
    const session = await resolveSession(ctx.tx, ctx.tenant.id, [...sessionIds][0]);
    const saved = await service.saveOptionalSubjects(ctx.scope, ctx.user.id, session.id, items);
    ctx.message = m.saved;
    return { saved };
  }),
};
