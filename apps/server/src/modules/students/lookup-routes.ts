import {
  getAssignedTeachers,
  getStudentsOfParent,
  getTeacherStudents,
  searchStudents,
  searchStudentsByClassAndSection,
  studentSearchLimit,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import {
  findStudentOptions,
  findTeachersOfClass,
  listChildrenOfParent,
} from './student-lookups.ts';

export const studentLookupHandlers = {
  [searchStudents.id]: handle(searchStudents, async ({ query }, ctx) => ({
    students: await findStudentOptions(ctx.scope, {
      sessionId: query.session_id,
      classId: query.class_id,
      sectionId: query.section_id,
      search: query.searchBy,
      limit: studentSearchLimit,
    }),
  })),

  [getTeacherStudents.id]: handle(getTeacherStudents, async ({ query }, ctx) => ({
    students: await findStudentOptions(ctx.scope, {
      sessionId: query.session_id,
      classId: query.class_id,
      sectionId: query.section_id,
      search: query.searchBy,
      limit: studentSearchLimit,
    }),
  })),

  [searchStudentsByClassAndSection.id]: handle(
    searchStudentsByClassAndSection,
    async ({ query }, ctx) => ({
      Students: await findStudentOptions(ctx.scope, {
        classId: query.class_id,
        sectionId: query.section_id,
        limit: 2000,
      }),
    }),
  ),

  [getStudentsOfParent.id]: handle(getStudentsOfParent, ({ query }, ctx) =>
    listChildrenOfParent(ctx.scope, query),
  ),

  [getAssignedTeachers.id]: handle(getAssignedTeachers, ({ query }, ctx) =>
    findTeachersOfClass(ctx.scope, query),
  ),
};
