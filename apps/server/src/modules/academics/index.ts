// The tables first: students' tables and queries read them as they load (academics reads
// students only inside its functions: student-tables.ts).
/** Tables other modules' tables.ts may point foreign keys at (never query them: use the functions). */
export {
  academicSessions,
  classes,
  classSections,
  sections,
  subjects,
  teacherAllocations,
} from './tables.ts';

import type { ServerModule } from '../../platform/module.ts';
import { seedAcademics } from './demo-seed.ts';
import { academicsHandSamples, academicsIdSources } from './guard-samples.ts';
import { lookupHandlers } from './lookup-routes.ts';
import { sessionHandlers } from './session-routes.ts';
import { structureHandlers } from './structure-routes.ts';

export const academicsModule: ServerModule = {
  name: 'academics',
  handlers: { ...sessionHandlers, ...structureHandlers, ...lookupHandlers },
  demoSeed: ({ tx, tenantId, school }) => seedAcademics(tx, tenantId, school.subdomain),
  guardSamples: { handSamples: academicsHandSamples, idSources: academicsIdSources },
};

export { assertClassSection, requireCurrentSession, resolveSessionId } from './class-place.ts';
/** The sections each class has in a session (the class and section lookups). */
export { listSectionsByClass } from './class-sections.ts';
export { seedSubjectTeacher } from './demo-subject-teacher.ts';
/** Classes, sections of a class and subjects as options, for other modules' rows. */
export { listClassOptions, listSectionsOfClass, listSubjectOptions } from './lookups.ts';
/** The public face other modules use: sessions (current, by id, as a setting's session). */
export {
  findCurrentSession,
  findSession,
  resolveSession,
  type SessionRecord,
} from './session-queries.ts';
/**
 * Sessions, classes, sections, subjects, class sections and teacher allocations as subqueries,
 * for another module's list that shows their names in the same statement.
 */
export {
  classesOf,
  classSectionsOf,
  sectionsOf,
  sessionsOf,
  subjectsOf,
  teacherAllocationsOf,
} from './structure-rows.ts';
export { listTeacherPlaces, listTeacherSubjectOptions } from './teacher-subjects.ts';
