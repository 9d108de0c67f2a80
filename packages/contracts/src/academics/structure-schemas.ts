import { z } from 'zod';
import {
  flagSchema,
  nameSchema,
  oneOrZeroSchema,
  recordIdListSchema,
  recordIdSchema,
} from '../core/fields.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import { sessionMessages } from './schemas.ts';

/** Texts of the classes, sections, subjects and teacher screens, written once. */
export const structureMessages = {
  enterClassName: 'Please enter class name',
  classExists: 'This class already exists',
  chooseClass: 'Please select a class',
  classNotFound: 'Class not found.',
  classHasStudents: 'This class has students and cannot be deleted',
  classInUse: 'This class is in use and cannot be deleted',
  badPosition: 'Position must be a whole number from 0 to 10000',
  listEveryClass: 'Please list every class once',
  enterSectionName: 'Please enter section name',
  sectionExists: 'This section already exists',
  chooseSection: 'Please select a section',
  sectionNotFound: 'Section not found.',
  sectionHasStudents: 'This section has students and cannot be deleted',
  sectionInUse: 'This section is in use and cannot be deleted',
  unknownSections: 'Some of the selected sections do not exist',
  sectionHasStudentsInClass: (section: string) =>
    `Section ${section} of this class has students in this session and cannot be removed`,
  sectionNotInClass: 'This section is not part of the class in this session',
  classHasSections: 'This class has sections: please select one',
  enterSubjectName: 'Please enter subject name',
  subjectExists: 'This subject already exists',
  badSubjectCode: 'Subject code must be at most 20 characters',
  chooseSubject: 'Please select a subject',
  subjectNotFound: 'Subject not found.',
  subjectInUse: 'This subject is in use and cannot be deleted',
  unknownSubjects: 'Some of the selected subjects do not exist',
  subjectNotInClass: 'This subject is not taught in this class in this session',
  isOptionalFlag: 'Is optional must be 1 or 0',
  chooseTeacher: 'Please select a teacher',
  classSaved: 'Class saved.',
  classDeleted: 'Class deleted.',
  classesOrdered: 'Class order saved.',
  sectionSaved: 'Section saved.',
  sectionDeleted: 'Section deleted.',
  subjectSaved: 'Subject saved.',
  subjectDeleted: 'Subject deleted.',
  classSectionsSaved: 'Sections of the class saved.',
  classSubjectsSaved: 'Subjects of the class saved.',
  classTeacherSaved: 'Class teacher saved.',
  classTeacherRemoved: 'Class teacher removed.',
  subjectTeacherSaved: 'Subject teacher saved.',
  subjectTeacherRemoved: 'Subject teacher removed.',
} as const;

const m = structureMessages;
export const classIdSchema = recordIdSchema(m.chooseClass);
export const sectionIdSchema = recordIdSchema(m.chooseSection);
export const subjectIdSchema = recordIdSchema(m.chooseSubject);
const positionSchema = z.coerce
  .number({ error: m.badPosition })
  .int({ error: m.badPosition })
  .min(0, { error: m.badPosition })
  .max(10_000, { error: m.badPosition });
/** Which session a setting is for; the current session when left out. */
const sessionChoice = recordIdSchema(sessionMessages.chooseSession).optional();

export const searchPagingQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(80).optional(),
});

// Classes
export const createClassBodySchema = z.object({
  class_name: nameSchema(m.enterClassName, 'Class name', 50),
  /** Promotion order; after the last class when left out. */
  position: positionSchema.optional(),
});
export const updateClassBodySchema = z.object({
  id: classIdSchema,
  class_name: nameSchema(m.enterClassName, 'Class name', 50),
  position: positionSchema,
});
export const orderClassesBodySchema = z.object({
  class_ids: z
    .array(classIdSchema, { error: m.listEveryClass })
    .min(1, { error: m.listEveryClass })
    .max(500, { error: m.listEveryClass }),
});
export const classRowSchema = z.object({
  id: z.number().int(),
  class_name: z.string(),
  position: z.number().int(),
  /** Sections of the class in the current session. */
  sections: z.array(z.object({ id: z.number().int(), section_name: z.string() })),
  student_count: z.number().int(),
});
export type ClassRow = z.infer<typeof classRowSchema>;

// Sections
export const createSectionBodySchema = z.object({
  section_name: nameSchema(m.enterSectionName, 'Section name', 20),
});
export const updateSectionBodySchema = z.object({
  id: sectionIdSchema,
  section_name: nameSchema(m.enterSectionName, 'Section name', 20),
});
export const sectionRowSchema = z.object({
  id: z.number().int(),
  section_name: z.string(),
  student_count: z.number().int(),
});

// Subjects
const subjectFields = {
  subject_name: nameSchema(m.enterSubjectName, 'Subject name', 80),
  subject_code: z.preprocess(
    (value) => (value === '' ? null : value),
    z.string({ error: m.badSubjectCode }).trim().max(20, { error: m.badSubjectCode }).nullish(),
  ),
  is_optional: flagSchema(m.isOptionalFlag).default(false),
};
export const createSubjectBodySchema = z.object(subjectFields);
export const updateSubjectBodySchema = z.object({ id: subjectIdSchema, ...subjectFields });
export const listSubjectsQuerySchema = searchPagingQuerySchema.extend({
  is_optional: flagSchema(m.isOptionalFlag).optional(),
});
export const subjectRowSchema = z.object({
  id: z.number().int(),
  subject_name: z.string(),
  subject_code: z.string().nullable(),
  is_optional: oneOrZeroSchema,
});

export const idParamsSchema = (message: string) => z.object({ id: recordIdSchema(message) });

// Class ↔ section and class ↔ subject, per session
export const sessionChoiceQuerySchema = z.object({ session_id: sessionChoice });
export const setClassSectionsBodySchema = z.object({
  session_id: sessionChoice,
  class_id: classIdSchema,
  section_ids: recordIdListSchema(m.unknownSections, 50),
});
export const classSectionsRowSchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  position: z.number().int(),
  sections: z.array(z.object({ id: z.number().int(), section_name: z.string() })),
});
export const classSectionsSchema = z.object({
  session_id: z.number().int(),
  list: z.array(classSectionsRowSchema),
});

export const setClassSubjectsBodySchema = z.object({
  session_id: sessionChoice,
  class_id: classIdSchema,
  subject_ids: recordIdListSchema(m.unknownSubjects, 100),
});
export const classSubjectsSchema = z.object({
  session_id: z.number().int(),
  list: z.array(
    z.object({
      class_id: z.number().int(),
      class_name: z.string(),
      position: z.number().int(),
      subjects: z.array(subjectRowSchema.pick({ id: true, subject_name: true, is_optional: true })),
    }),
  ),
});

// Teacher allocation: class teacher (no subject) and subject teacher
const teacherChoice = recordIdSchema(m.chooseTeacher).nullable();
export const setClassTeacherBodySchema = z.object({
  session_id: sessionChoice,
  class_id: classIdSchema,
  section_id: sectionIdSchema.nullish(),
  /** null removes the class teacher. */
  teacher_id: teacherChoice,
});
export const setSubjectTeacherBodySchema = setClassTeacherBodySchema.extend({
  subject_id: subjectIdSchema,
});
export const listTeacherAllocationsQuerySchema = z.object({
  session_id: sessionChoice,
  class_id: classIdSchema.optional(),
  teacher_id: recordIdSchema(m.chooseTeacher).optional(),
  kind: z.enum(['class', 'subject'], { error: 'Kind must be class or subject' }).optional(),
});
export const teacherAllocationRowSchema = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  subject_id: z.number().int().nullable(),
  subject_name: z.string().nullable(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  is_class_teacher: oneOrZeroSchema,
});
export type TeacherAllocationRow = z.infer<typeof teacherAllocationRowSchema>;
