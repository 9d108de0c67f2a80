import {
  admitStudent,
  getStudent,
  listStudents,
  studentMessages,
  updateStudent,
} from '@shala/contracts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { handle } from '../../platform/http/handle.ts';
import { admitFromForm } from './admit-from-form.ts';
import { maySeeStudent } from './family-scope.ts';
import { findStudentDetail } from './student-queries.ts';
import { updateFromForm } from './update-student.ts';
import { listVisibleStudents } from './visible-students.ts';

export const studentHandlers = {
  [admitStudent.id]: handle(admitStudent, async ({ body }, ctx) => {
    const admitted = await admitFromForm(ctx.scope, ctx, body);
    ctx.message = studentMessages.admitted;
    return admitted;
  }),

  [listStudents.id]: handle(listStudents, ({ query }, ctx) =>
    listVisibleStudents(ctx.scope, query),
  ),

  [getStudent.id]: handle(getStudent, async ({ params }, ctx) => {
    const student = await findStudentDetail(ctx.tx, ctx.tenant.id, params.id);
    if (!student) throw notFound(studentMessages.studentNotFound);
    if (!(await maySeeStudent(ctx.scope, student.programs)))
      throw forbidden(studentMessages.notYourFamily);
    return student;
  }),

  [updateStudent.id]: handle(updateStudent, async ({ body }, ctx) => {
    const updated = await updateFromForm(ctx.scope, ctx, body);
    ctx.message = studentMessages.updated;
    return updated;
  }),
};
