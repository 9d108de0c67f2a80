import { defineRoute } from '../core/route.ts';
import {
  classIdListQuerySchema,
  classIdParamsSchema,
  classIdQuerySchema,
  currentSessionOptionsSchema,
  currentSessionSchema,
  optionListSchema,
  sectionItemListSchema,
  sectionsOptionsQuerySchema,
  sectionsOptionsSchema,
  sessionOptionListSchema,
  subjectOptionListSchema,
  subjectsOptionsQuerySchema,
} from './lookup-schemas.ts';
import { sessionRowSchema } from './schemas.ts';

/**
 * Shared lookups of operations §7 at the spec's paths. Every school user may read them:
 * teachers, accountants and parents all pick sessions, classes and sections.
 */
const anySchoolUser = { kind: 'school-user' } as const;

export const getAllClassesOptions = defineRoute({
  id: 'academics.getAllClassesOptions',
  method: 'GET',
  area: 'school',
  path: '/class/getAllClassesOptions',
  access: anySchoolUser,
  summary: 'Classes as options, in promotion order',
  data: optionListSchema,
});

export const getClassesOptions = defineRoute({
  id: 'academics.getClassesOptions',
  method: 'GET',
  area: 'common',
  path: '/getClassesOptions',
  access: anySchoolUser,
  summary: 'Classes as options, in promotion order',
  data: optionListSchema,
});

export const getSessionListOptions = defineRoute({
  id: 'academics.getSessionListOptions',
  method: 'GET',
  area: 'school',
  path: '/admin/getSessionListOptions',
  access: anySchoolUser,
  summary: 'Main sessions as options with is_current, newest first',
  data: sessionOptionListSchema,
});

export const getSessionsOptions = defineRoute({
  id: 'academics.getSessionsOptions',
  method: 'GET',
  area: 'common',
  path: '/getSessionsOptions',
  access: anySchoolUser,
  summary: 'Main sessions as options with is_current, newest first',
  data: sessionOptionListSchema,
});

export const getCurrentSessionOptions = defineRoute({
  id: 'academics.getCurrentSessionOptions',
  method: 'GET',
  area: 'common',
  path: '/getCurrentSessionOptions',
  access: anySchoolUser,
  summary: 'The current session as a one-option list (empty when none is set)',
  data: currentSessionOptionsSchema,
});

export const getCurrentSession = defineRoute({
  id: 'academics.getCurrentSession',
  method: 'GET',
  area: 'school',
  path: '/admin/getCurrentSession',
  access: anySchoolUser,
  summary: 'The current session: id and name (null when none is set)',
  data: currentSessionSchema,
});

export const getSessions = defineRoute({
  id: 'academics.getSessions',
  method: 'GET',
  area: 'school',
  path: '/admin/GetSessions',
  access: anySchoolUser,
  summary: 'Every main session with its sub-sessions, newest first',
  data: sessionRowSchema.array(),
});

export const getSections = defineRoute({
  id: 'academics.getSections',
  method: 'GET',
  area: 'school',
  path: '/class/getSections',
  access: anySchoolUser,
  summary: 'Sections of a class in the current session',
  query: classIdQuerySchema,
  data: sectionItemListSchema,
});

export const getSectionsOfClass = defineRoute({
  id: 'academics.getSectionsOfClass',
  method: 'GET',
  area: 'school',
  path: '/class/getSections/:classId',
  access: anySchoolUser,
  summary: 'Sections of a class in the current session',
  params: classIdParamsSchema,
  data: sectionItemListSchema,
});

export const getCommonSection = defineRoute({
  id: 'academics.getCommonSection',
  method: 'GET',
  area: 'school',
  path: '/class/getCommonSection',
  access: anySchoolUser,
  summary: 'Sections every one of the given classes has in the current session',
  query: classIdListQuerySchema,
  data: sectionItemListSchema,
});

export const getSectionsOptions = defineRoute({
  id: 'academics.getSectionsOptions',
  method: 'GET',
  area: 'common',
  path: '/getSectionsOptions',
  access: anySchoolUser,
  summary: 'Sections of a class in a session as options, and whether it has none',
  query: sectionsOptionsQuerySchema,
  data: sectionsOptionsSchema,
});

export const getSubjectsOptions = defineRoute({
  id: 'academics.getSubjectsOptions',
  method: 'GET',
  area: 'school',
  path: '/subject/getSubjectsOptions',
  access: anySchoolUser,
  summary: 'Subjects as options, optionally only optional ones or those of a class',
  query: subjectsOptionsQuerySchema,
  data: subjectOptionListSchema,
});

export const lookupRoutes = [
  getAllClassesOptions,
  getClassesOptions,
  getSessionListOptions,
  getSessionsOptions,
  getCurrentSessionOptions,
  getCurrentSession,
  getSessions,
  getSections,
  getSectionsOfClass,
  getCommonSection,
  getSectionsOptions,
  getSubjectsOptions,
];
