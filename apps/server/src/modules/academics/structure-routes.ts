import {
  createClass,
  createSection,
  createSubject,
  deleteClass,
  deleteSection,
  deleteSubject,
  listClasses,
  listClassSections,
  listClassSubjects,
  listSections,
  listSubjects,
  listTeacherAllocations,
  orderClasses,
  setClassSections,
  setClassSubjects,
  setClassTeacher,
  setSubjectTeacher,
  structureMessages,
  updateClass,
  updateSection,
  updateSubject,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as classSections from './class-sections.ts';
import * as classSubjects from './class-subjects.ts';
import * as classes from './classes.ts';
import * as sections from './sections.ts';
import * as subjects from './subjects.ts';
import * as teachers from './teacher-allocations.ts';

const m = structureMessages;

export const structureHandlers = {
  [listClasses.id]: handle(listClasses, async ({ query }, ctx) =>
    classes.listClasses(ctx.tx, ctx.tenant.id, query),
  ),
  [createClass.id]: handle(createClass, async ({ body }, ctx) => {
    ctx.message = m.classSaved;
    return classes.createClass(ctx.tx, ctx.tenant.id, body);
  }),
  [updateClass.id]: handle(updateClass, async ({ body }, ctx) => {
    ctx.message = m.classSaved;
    return classes.updateClass(ctx.tx, ctx.tenant.id, body);
  }),
  [deleteClass.id]: handle(deleteClass, async ({ params }, ctx) => {
    await classes.deleteClass(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.classDeleted;
    return null;
  }),
  [orderClasses.id]: handle(orderClasses, async ({ body }, ctx) => {
    ctx.message = m.classesOrdered;
    return classes.orderClasses(ctx.tx, ctx.tenant.id, body.class_ids);
  }),

  [listSections.id]: handle(listSections, async ({ query }, ctx) =>
    sections.listSections(ctx.tx, ctx.tenant.id, query),
  ),
  [createSection.id]: handle(createSection, async ({ body }, ctx) => {
    ctx.message = m.sectionSaved;
    return sections.createSection(ctx.tx, ctx.tenant.id, body);
  }),
  [updateSection.id]: handle(updateSection, async ({ body }, ctx) => {
    ctx.message = m.sectionSaved;
    return sections.updateSection(ctx.tx, ctx.tenant.id, body);
  }),
  [deleteSection.id]: handle(deleteSection, async ({ params }, ctx) => {
    await sections.deleteSection(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.sectionDeleted;
    return null;
  }),

  [listSubjects.id]: handle(listSubjects, async ({ query }, ctx) =>
    subjects.listSubjects(ctx.tx, ctx.tenant.id, query),
  ),
  [createSubject.id]: handle(createSubject, async ({ body }, ctx) => {
    ctx.message = m.subjectSaved;
    return subjects.createSubject(ctx.tx, ctx.tenant.id, body);
  }),
  [updateSubject.id]: handle(updateSubject, async ({ body }, ctx) => {
    ctx.message = m.subjectSaved;
    return subjects.updateSubject(ctx.tx, ctx.tenant.id, body);
  }),
  [deleteSubject.id]: handle(deleteSubject, async ({ params }, ctx) => {
    await subjects.deleteSubject(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.subjectDeleted;
    return null;
  }),

  [listClassSections.id]: handle(listClassSections, async ({ query }, ctx) =>
    classSections.listClassSections(ctx.tx, ctx.tenant.id, query.session_id),
  ),
  [setClassSections.id]: handle(setClassSections, async ({ body }, ctx) => {
    ctx.message = m.classSectionsSaved;
    return classSections.setClassSections(ctx.tx, ctx.tenant.id, body);
  }),
  [listClassSubjects.id]: handle(listClassSubjects, async ({ query }, ctx) =>
    classSubjects.listClassSubjects(ctx.tx, ctx.tenant.id, query.session_id),
  ),
  [setClassSubjects.id]: handle(setClassSubjects, async ({ body }, ctx) => {
    ctx.message = m.classSubjectsSaved;
    return classSubjects.setClassSubjects(ctx.tx, ctx.tenant.id, body);
  }),

  [listTeacherAllocations.id]: handle(listTeacherAllocations, async ({ query }, ctx) =>
    teachers.listTeacherAllocations(ctx.tx, ctx.tenant.id, query),
  ),
  [setClassTeacher.id]: handle(setClassTeacher, async ({ body }, ctx) => {
    const row = await teachers.setTeacherAllocation(ctx.tx, ctx.tenant.id, body);
    ctx.message = row ? m.classTeacherSaved : m.classTeacherRemoved;
    return row;
  }),
  [setSubjectTeacher.id]: handle(setSubjectTeacher, async ({ body }, ctx) => {
    const row = await teachers.setTeacherAllocation(ctx.tx, ctx.tenant.id, body);
    ctx.message = row ? m.subjectTeacherSaved : m.subjectTeacherRemoved;
    return row;
  }),
};
