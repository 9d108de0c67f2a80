import type { AppDb } from '../../src/platform/db/connect.ts';
import { signedInClient } from '../helpers/call.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { buildClass, buildSection, buildSession, buildSubject } from './academics.ts';
import { buildUser, testPassword } from './auth.ts';
import { buildSchool } from './schools.ts';
import { buildParent, buildStudent } from './students.ts';

/**
 * A school for the student-records tests: a current session, a class with two sections and
 * one without, three students in section A (the first two children of one parent), one in
 * the class without sections, an admin and the parent signed in.
 */
export async function buildRecordsSchool(t: TestApp, subdomain: string) {
  const db: AppDb = t.database.db;
  const school = await buildSchool(db, { subdomain, name: `${subdomain} Public School` });
  const tenantId = school.id;
  const session = await buildSession(db, tenantId);
  const sessionId = session.id;
  const five = await buildClass(db, tenantId, { name: 'Class 5' });
  const nursery = await buildClass(db, tenantId, { name: 'Nursery' });
  const sectionA = await buildSection(db, { tenantId, sessionId, classId: five.id }, { name: 'A' });
  const sectionB = await buildSection(db, { tenantId, sessionId, classId: five.id }, { name: 'B' });
  const place = { tenantId, sessionId, classId: five.id, sectionId: sectionA.id };
  const asha = await buildStudent(db, { ...place, name: 'Asha Rao' });
  const ravi = await buildStudent(db, { ...place, name: 'Ravi Rao' });
  const meena = await buildStudent(db, { ...place, name: 'Meena Iyer' });
  const tiny = await buildStudent(db, {
    tenantId,
    sessionId,
    classId: nursery.id,
    name: 'Tiny Tot',
  });
  const family = await buildParent(db, tenantId, [asha, ravi], { fullName: 'Mohan Rao' });
  await buildUser(db, tenantId, { username: `admin@${subdomain}` });
  const admin = await signedInClient(t, subdomain, `admin@${subdomain}`, testPassword);
  const parent = await signedInClient(t, subdomain, family.user.username, testPassword);
  const music = await buildSubject(db, tenantId, { name: 'Music', isOptional: true });
  const art = await buildSubject(db, tenantId, { name: 'Art', isOptional: true });
  const maths = await buildSubject(db, tenantId, { name: 'Maths' });
  return {
    school,
    sessionId,
    five: five.id,
    nursery: nursery.id,
    sectionA: sectionA.id,
    sectionB: sectionB.id,
    students: { asha, ravi, meena, tiny },
    subjects: { music: music.id, art: art.id, maths: maths.id },
    admin,
    parent,
  };
}
export type RecordsSchool = Awaited<ReturnType<typeof buildRecordsSchool>>;
