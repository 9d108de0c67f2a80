import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSession } from '../../../test/factories/academics.ts';
import { buildCharge } from '../../../test/factories/fee-collection.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildStudent } from '../../../test/factories/students.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { loadScope } from '../../platform/scope.ts';
import { listStudentDues } from './index.ts';

let t: TestApp;
let tenantId: number;
let sessionId: number;
let studentId: number;

/** 10 May, 10 pm in New York; already 11 May, 7:30 am in India. */
const newYorkEvening = new Date('2026-05-11T02:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenantId = (await buildSchool(db, { subdomain: 'nydues', timeZone: 'America/New_York' })).id;
  sessionId = (await buildSession(db, tenantId)).id;
  const classId = (await buildClass(db, tenantId, { name: 'Five' })).id;
  studentId = await buildStudent(db, { tenantId, sessionId, classId, name: 'Nia' });
  await buildCharge(
    db,
    { tenantId, studentId, sessionId },
    { amountPaise: 50_000, lateFeePaise: 5_000, dueDate: '2026-05-10', label: 'May bus' },
  );
});
afterAll(() => t?.close());

describe("a school's today", () => {
  it('dates dues by the school’s own time zone, not India’s', async () => {
    const dues = (asOf?: string) =>
      withTenant(t.database.db, tenantId, async (tx) => {
        const scope = await loadScope(tx, tenantId, null, newYorkEvening);
        expect(scope).toMatchObject({ timeZone: 'America/New_York', today: '2026-05-10' });
        return listStudentDues(scope, { studentId, sessionId, asOf });
      });
    const today = (await dues()).find((due) => due.label === 'May bus');
    // Still the due date in New York: no late fee yet, though it is 11 May in India.
    expect(today).toMatchObject({ lateFeePaise: 0, balancePaise: 50_000 });
    expect((await dues('2026-05-11')).find((due) => due.label === 'May bus')).toMatchObject({
      lateFeePaise: 5_000,
    });
  });
});
