import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource } from '../../platform/module.ts';

/**
 * Id sources of the staff, students, lookups and import routes (spread into route-samples.ts).
 * They name rows the demo seeds alike in both schools: class 5 with section A of the current
 * session, seeded staff (never a demo sign-in account, so a write to one signs nobody out),
 * students and parent@<school>.
 */
const currentSession: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from academic_sessions where tenant_id = ${schoolId} and is_current and parent_id is null`,
  );
const classFive: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from classes where tenant_id = ${schoolId} and class_name = '5'`);
const sectionA: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from sections where tenant_id = ${schoolId} and section_name = 'A'`);
/** A staff member made by the people seed (user names without the demo's `<role>@` form). */
const seededStaff: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select u.id from users u join staff_profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id where u.tenant_id = ${schoolId} and u.role_id = 17 order by u.id desc limit 1`,
  );
const firstDesignation: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from designations where tenant_id = ${schoolId} order by id limit 1`);
const firstStudent: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from students where tenant_id = ${schoolId} order by id limit 1`);
/** A student of class 5 in the current session (for teacher lookups by student). */
const studentOfFive: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select p.student_id as id from student_programs p join academic_sessions s on s.tenant_id = p.tenant_id and s.id = p.session_id and s.is_current join classes c on c.tenant_id = p.tenant_id and c.id = p.class_id and c.class_name = '5' where p.tenant_id = ${schoolId} order by p.student_id limit 1`,
  );
const demoParent: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from users where tenant_id = ${schoolId} and role_id = 4 and username like 'parent@%'`,
  );

const classSection = { session_id: currentSession, class_id: classFive, section_id: sectionA };

export const peopleIdSources: Record<string, Record<string, IdSource>> = {
  'staff.create': { designation_id: firstDesignation },
  'staff.list': { designation_id: firstDesignation },
  'staff.get': { id: seededStaff },
  'staff.update': { id: seededStaff, designation_id: firstDesignation },
  'staff.setActive': { id: seededStaff },
  'staff.invite': { id: seededStaff },
  'staff.updateDesignation': { id: firstDesignation },
  'staff.deleteDesignation': { id: firstDesignation },
  'students.admit': classSection,
  'students.list': classSection,
  'students.get': { id: firstStudent },
  'students.update': { id: firstStudent, ...classSection },
  'students.uploadPhoto': { id: firstStudent },
  'students.photo': { id: firstStudent },
  'students.removePhoto': { id: firstStudent },
  'students.allocateRolls': classSection,
  'students.setRolls': classSection,
  'students.classwise': classSection,
  'students.classList': classSection,
  'lookups.students': classSection,
  'lookups.teacherStudents': classSection,
  'lookups.studentsOfClass': classSection,
  'lookups.studentsOfParent': { userId: demoParent },
  'lookups.assignedTeachers': { ...classSection, student_id: studentOfFive },
};
