import type { ServerModule } from '../../platform/module.ts';
import { seedDemoPhotos } from './demo-photos.ts';
import { seedDemoSchoolPeople } from './demo-seed.ts';
import { peopleIdSources } from './guard-samples.ts';
import { studentIdCardHandlers } from './id-card-routes.ts';
import { studentImportHandlers } from './import-routes.ts';
import { studentLookupHandlers } from './lookup-routes.ts';
import { parentPasswordJob } from './parent-password-job.ts';
import { studentPhotoHandlers } from './photo-routes.ts';
import { rollHandlers } from './roll-routes.ts';
import { studentHandlers } from './routes.ts';

export const studentsModule: ServerModule = {
  name: 'students',
  handlers: {
    ...studentHandlers,
    ...rollHandlers,
    ...studentLookupHandlers,
    ...studentImportHandlers,
    ...studentIdCardHandlers,
    ...studentPhotoHandlers,
  },
  jobs: [parentPasswordJob],
  // Staff, classes and ~40 students with parents; parent@<school> is the father of two.
  demoSeed: async ({ tx, tenantId, school, passwordHash, seed, storage }) => {
    await seedDemoSchoolPeople(tx, tenantId, school.subdomain, passwordHash, seed);
    if (storage) await seedDemoPhotos(tx, tenantId, storage);
  },
  guardSamples: { idSources: peopleIdSources },
};

/** The admission flow: online registration admits through it. */
export { admitFromForm } from './admit-from-form.ts';
/** Students' places in a session, a parent's children's places and parent accounts. */
export { findAssignedTeachers } from './assigned-teachers.ts';
/** The public face other modules use: enrolment, a parent's children, parents' contacts. */
export {
  type ClassPlace,
  type EnrolledStudent,
  enrolmentOf,
  findEnrolment,
  findStudentsByIds,
  isChildOfAccount,
  listChildIds,
  listClassStudents,
  listParentContacts,
  type ParentContact,
} from './enrolment-queries.ts';
/** Whose families (parents' contact details) a caller may see. */
export { findFamilyScope, listFamilyParentUserIds } from './family-scope.ts';
export type { AccountNotice } from './student-form.ts';
export {
  findStudentPlaces,
  listChildPlaces,
  listParentAccounts,
  listStudentPlaces,
  type StudentPlace,
  studentExists,
} from './student-places.ts';
/** The student's detail (the transfer certificate form is prefilled from it). */
export { findStudentDetail } from './student-queries.ts';
/** Students and their places in every session as subqueries, to join in another module's list. */
export { programsOf, studentsOf } from './student-rows.ts';
/** The table other modules' tables.ts point foreign keys at (never query it: use the functions). */
export { parents, studentPrograms, students } from './tables.ts';
