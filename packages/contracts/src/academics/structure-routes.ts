import { z } from 'zod';
import { pageOf } from '../core/paging.ts';
import { defineRoute } from '../core/route.ts';
import {
  classRowSchema,
  classSectionsSchema,
  classSubjectsSchema,
  createClassBodySchema,
  createSectionBodySchema,
  createSubjectBodySchema,
  idParamsSchema,
  listSubjectsQuerySchema,
  listTeacherAllocationsQuerySchema,
  orderClassesBodySchema,
  searchPagingQuerySchema,
  sectionRowSchema,
  sessionChoiceQuerySchema,
  setClassSectionsBodySchema,
  setClassSubjectsBodySchema,
  setClassTeacherBodySchema,
  setSubjectTeacherBodySchema,
  structureMessages,
  subjectRowSchema,
  teacherAllocationRowSchema,
  updateClassBodySchema,
  updateSectionBodySchema,
  updateSubjectBodySchema,
} from './structure-schemas.ts';

/** Reading the set-up: any page of Classes & Subjects. Writing: that screen's page. */
const readSetup = { kind: 'module', module: 'classes' } as const;
const page = (url: string) => ({ kind: 'module', module: `classes:${url}` }) as const;

/** The four routes of a list/create/edit/delete screen, typed by their schemas. */
const crud = <
  R extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends z.ZodType,
>(o: {
  name: string;
  path: string;
  page: string;
  row: R;
  create: C;
  update: U;
  query: Q;
  missing: string;
}) => {
  const plural = `${o.name}s`;
  const title = o.name.charAt(0).toUpperCase() + o.name.slice(1);
  return [
    defineRoute({
      id: `academics.list${title}s`,
      method: 'GET',
      area: 'school',
      path: o.path,
      access: readSetup,
      summary: `The school's ${plural}, searched by name, paged`,
      query: o.query,
      data: pageOf(o.row),
    }),
    defineRoute({
      id: `academics.create${title}`,
      method: 'POST',
      area: 'school',
      path: o.path,
      access: page(o.page),
      summary: `Add a ${o.name} (names are unique in the school)`,
      body: o.create,
      data: o.row,
    }),
    defineRoute({
      id: `academics.update${title}`,
      method: 'PUT',
      area: 'school',
      path: o.path,
      access: page(o.page),
      summary: `Rename or change a ${o.name}`,
      body: o.update,
      data: o.row,
    }),
    defineRoute({
      id: `academics.delete${title}`,
      method: 'DELETE',
      area: 'school',
      path: `${o.path}/:id`,
      access: page(o.page),
      summary: `Delete a ${o.name} that no student uses`,
      params: idParamsSchema(o.missing),
      data: z.null(),
    }),
  ] as const;
};

export const [listClasses, createClass, updateClass, deleteClass] = crud({
  name: 'class',
  path: '/class',
  page: 'manage_classes',
  row: classRowSchema,
  create: createClassBodySchema,
  update: updateClassBodySchema,
  query: searchPagingQuerySchema,
  missing: structureMessages.classNotFound,
});

export const orderClasses = defineRoute({
  id: 'academics.orderClasses',
  method: 'PUT',
  area: 'school',
  path: '/class/order',
  access: page('manage_classes'),
  summary: 'Set the promotion order: every class once, first to last',
  body: orderClassesBodySchema,
  data: z.array(classRowSchema),
});

export const [listSections, createSection, updateSection, deleteSection] = crud({
  name: 'section',
  path: '/section',
  page: 'manage_sections',
  row: sectionRowSchema,
  create: createSectionBodySchema,
  update: updateSectionBodySchema,
  query: searchPagingQuerySchema,
  missing: structureMessages.sectionNotFound,
});

export const [listSubjects, createSubject, updateSubject, deleteSubject] = crud({
  name: 'subject',
  path: '/subject',
  page: 'manage_subject',
  row: subjectRowSchema,
  create: createSubjectBodySchema,
  update: updateSubjectBodySchema,
  query: listSubjectsQuerySchema,
  missing: structureMessages.subjectNotFound,
});

export const listClassSections = defineRoute({
  id: 'academics.listClassSections',
  method: 'GET',
  area: 'school',
  path: '/class_section',
  access: readSetup,
  summary: 'Every class with its sections in a session (the current one by default)',
  query: sessionChoiceQuerySchema,
  data: classSectionsSchema,
});

export const setClassSections = defineRoute({
  id: 'academics.setClassSections',
  method: 'PUT',
  area: 'school',
  path: '/class_section',
  access: page('class_section_association'),
  summary: 'Set the sections of a class in a session (none is allowed)',
  body: setClassSectionsBodySchema,
  data: classSectionsSchema.shape.list.element,
});

export const listClassSubjects = defineRoute({
  id: 'academics.listClassSubjects',
  method: 'GET',
  area: 'school',
  path: '/class_subject',
  access: readSetup,
  summary: 'Every class with its subjects in a session (the current one by default)',
  query: sessionChoiceQuerySchema,
  data: classSubjectsSchema,
});

export const setClassSubjects = defineRoute({
  id: 'academics.setClassSubjects',
  method: 'PUT',
  area: 'school',
  path: '/class_subject',
  access: page('manage_class_subject'),
  summary: 'Set the subjects of a class in a session; their subject teachers go with them',
  body: setClassSubjectsBodySchema,
  data: classSubjectsSchema.shape.list.element,
});

export const listTeacherAllocations = defineRoute({
  id: 'academics.listTeacherAllocations',
  method: 'GET',
  area: 'school',
  path: '/teacher_allocation',
  access: readSetup,
  summary: 'Class teachers and subject teachers of a session, by class',
  query: listTeacherAllocationsQuerySchema,
  data: z.array(teacherAllocationRowSchema),
});

export const setClassTeacher = defineRoute({
  id: 'academics.setClassTeacher',
  method: 'PUT',
  area: 'school',
  path: '/teacher_allocation/class_teacher',
  access: page('teacher_allocation'),
  summary: 'Set (or with teacher_id null, remove) the class teacher of a class and section',
  body: setClassTeacherBodySchema,
  data: teacherAllocationRowSchema.nullable(),
});

export const setSubjectTeacher = defineRoute({
  id: 'academics.setSubjectTeacher',
  method: 'PUT',
  area: 'school',
  path: '/teacher_allocation/subject_teacher',
  access: page('teacher_class_subject'),
  summary: 'Set (or with teacher_id null, remove) the teacher of a subject in a class and section',
  body: setSubjectTeacherBodySchema,
  data: teacherAllocationRowSchema.nullable(),
});

export const structureRoutes = [
  listClasses,
  createClass,
  updateClass,
  deleteClass,
  orderClasses,
  listSections,
  createSection,
  updateSection,
  deleteSection,
  listSubjects,
  createSubject,
  updateSubject,
  deleteSubject,
  listClassSections,
  setClassSections,
  listClassSubjects,
  setClassSubjects,
  listTeacherAllocations,
  setClassTeacher,
  setSubjectTeacher,
];
