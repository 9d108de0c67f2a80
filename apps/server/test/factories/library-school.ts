import { addDays, issueBook, todayIn, updateLibrarySettings } from '@shala/contracts';
import { type Client, signedInClient } from '../helpers/call.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { buildClass, buildSession } from './academics.ts';
import { buildUser, testPassword } from './auth.ts';
import { buildBook } from './library.ts';
import { buildSchool } from './schools.ts';
import { buildParent, buildStudent } from './students.ts';

/**
 * A school for the library's tests: a session around today, class 5, a librarian, a teacher,
 * a parent of one child (`child`) and another child (`stranger`), a fine of ₹2 a late day;
 * beside it another school with one student. Helpers make students and copies, and lend.
 */
export async function buildLibrarySchool(t: TestApp, subdomain: string) {
  const db = t.database.db;
  const today = todayIn('Asia/Kolkata');
  const school = await buildSchool(db, { subdomain });
  const otherSchool = await buildSchool(db, { subdomain: `${subdomain}-other` });
  const session = await buildSession(db, school.id, {
    startDate: addDays(today, -200),
    endDate: addDays(today, 160),
  });
  const place = {
    tenantId: school.id,
    sessionId: session.id,
    classId: (await buildClass(db, school.id, { name: '5' })).id,
  };
  const otherStudent = await buildStudent(db, {
    tenantId: otherSchool.id,
    sessionId: (await buildSession(db, otherSchool.id)).id,
    classId: (await buildClass(db, otherSchool.id)).id,
  });
  const child = await buildStudent(db, { ...place, name: 'Asha Iyer' });
  const stranger = await buildStudent(db, { ...place, name: 'Bala Menon' });
  const { user: parentUser } = await buildParent(db, school.id, [child]);
  await buildUser(db, school.id, { username: `librarian@${subdomain}`, roleId: 7 });
  const staffId = (await buildUser(db, school.id, { username: `teacher@${subdomain}`, roleId: 6 }))
    .id;
  await buildUser(db, otherSchool.id, { username: `admin@${subdomain}-other` });
  const signIn = (host: string, username: string) =>
    signedInClient(t, host, username, testPassword);
  const librarian: Client = await signIn(subdomain, `librarian@${subdomain}`);
  const parent = await signIn(subdomain, parentUser.username);
  const otherAdmin = await signIn(`${subdomain}-other`, `admin@${subdomain}-other`);
  await librarian.ok(updateLibrarySettings, { body: { fine_per_day: 2, loan_days: 14 } });

  const newStudent = (name?: string) => buildStudent(db, { ...place, name });
  const newCopy = async (title?: string) =>
    (await buildBook(db, school.id, { title, copies: 1 })).copyIds[0]!;
  /** Lends a copy to a student from `from` days from today until `due` days from today. */
  const lend = (copy_id: number, student_id: number, from = 0, due = 14) =>
    librarian.ok(issueBook, {
      body: {
        copy_id,
        member_type: 'student',
        student_id,
        issue_date: addDays(today, from),
        due_date: addDays(today, due),
      },
    });
  return {
    today,
    schoolId: school.id,
    librarian,
    parent,
    otherAdmin,
    otherStudent,
    staffId,
    child,
    stranger,
    newStudent,
    newCopy,
    lend,
  };
}
