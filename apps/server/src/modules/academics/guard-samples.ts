import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

/**
 * Samples and id sources of the academics and school-profile routes (kept apart from
 * route-samples.ts, which spreads them in). Sources name rows the demo seeds alike in both
 * schools: sessions 2025-26 and 2026-27 (current), classes Nursery–10, sections A and B,
 * subjects, two banners and a teacher.
 */
const currentSession: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from academic_sessions where tenant_id = ${schoolId} and is_current and parent_id is null`,
  );
const previousSession: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from academic_sessions where tenant_id = ${schoolId} and not is_current and parent_id is null order by start_date limit 1`,
  );
const named =
  (table: 'classes' | 'sections' | 'subjects', column: string, name: string): IdSource =>
  (db, schoolId) =>
    firstId(
      db,
      sql`select id from ${sql.identifier(table)} where tenant_id = ${schoolId} and ${sql.identifier(column)} = ${name}`,
    );
const classFive = named('classes', 'class_name', '5');
const sectionA = named('sections', 'section_name', 'A');
const english = named('subjects', 'subject_name', 'English');
const teacher: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from users where tenant_id = ${schoolId} and role_id = 6 and is_active order by id limit 1`,
  );
const firstBanner: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from school_banners where tenant_id = ${schoolId} order by id limit 1`);

/** The ids a class-and-session setting names. */
const setting = {
  session_id: currentSession,
  class_id: classFive,
  section_id: sectionA,
  subject_id: english,
  teacher_id: teacher,
};

export const academicsIdSources: Record<string, Record<string, IdSource>> = {
  'academics.updateSession': { id: previousSession },
  'academics.deleteSession': { id: previousSession },
  'academics.setCurrentSession': { id: currentSession },
  'academics.commitNewSession': { source_session_id: currentSession },
  'academics.updateClass': { id: classFive },
  'academics.deleteClass': { id: classFive },
  'academics.updateSection': { id: sectionA },
  'academics.deleteSection': { id: sectionA },
  'academics.updateSubject': { id: english },
  'academics.deleteSubject': { id: english },
  'academics.listClassSections': setting,
  'academics.setClassSections': setting,
  'academics.listClassSubjects': setting,
  'academics.setClassSubjects': setting,
  'academics.listTeacherAllocations': setting,
  'academics.setClassTeacher': setting,
  'academics.setSubjectTeacher': setting,
  'academics.getSections': setting,
  'academics.getSectionsOfClass': { classId: classFive },
  'academics.getCommonSection': setting,
  'academics.getSectionsOptions': setting,
  'academics.getSubjectsOptions': setting,
  'schoolProfile.updateBanner': { id: firstBanner },
  'schoolProfile.deleteBanner': { id: firstBanner },
  'schoolProfile.bannerImage': { id: firstBanner },
};

export const academicsHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  // A main session far from the demo's, so it is created (once) rather than refused.
  'academics.createSession': () => ({
    body: { session_name: 'Guard 2040-41', start_date: '2040-04-01', end_date: '2041-03-31' },
  }),
  // The previous session as it is: a real write that changes nothing.
  'academics.updateSession': () => ({
    body: { session_name: '2025-26', start_date: '2025-04-01', end_date: '2026-03-31' },
  }),
  'academics.updateClass': () => ({ body: { class_name: '5', position: 8 } }),
  'academics.updateSection': () => ({ body: { section_name: 'A' } }),
  'academics.updateSubject': () => ({
    body: { subject_name: 'English', subject_code: 'ENG', is_optional: false },
  }),
};
