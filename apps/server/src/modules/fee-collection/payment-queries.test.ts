import { makePaymentReceipt, manageFeeStructure } from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSession } from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildCharge } from '../../../test/factories/fee-collection.ts';
import { buildFeeTitle, structureBody } from '../../../test/factories/fees.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildStudent } from '../../../test/factories/students.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

/**
 * The queries a counter payment sends through the request's transaction (the chain's session
 * script, `BEGIN` with the role and tenant, and `COMMIT` are not counted): pinned, so that a
 * payment does not grow back into per-line or repeated reads (docs/performance.md).
 */
let t: TestApp;
let admin: Client;
let tenantId: number;
let sessionId: number;
let classId: number;
const sent: string[] = [];
let keyNo = 0;
const newKey = () => `query-key-${process.pid}-${++keyNo}`;

beforeAll(async () => {
  t = await createTestApp({ logQuery: (query) => sent.push(query) });
  const db = t.database.db;
  tenantId = (await buildSchool(db, { subdomain: 'counted' })).id;
  sessionId = (await buildSession(db, tenantId)).id;
  classId = (await buildClass(db, tenantId, { name: 'Seven' })).id;
  const tuition = (await buildFeeTitle(db, tenantId, 'Tuition')).id;
  await buildUser(db, tenantId, { username: 'admin@counted' });
  admin = await signedInClient(t, 'counted', 'admin@counted', testPassword);
  await admin.ok(manageFeeStructure, {
    body: structureBody({ session_id: sessionId, class_id: [classId], fees: [[tuition, 36_000]] }),
  });
});
afterAll(() => t?.close());

/** The queries the handler sent while `work` ran (the tenant's `set_config` left out). */
async function queriesOf(work: () => Promise<unknown>): Promise<string[]> {
  const from = sent.length;
  await work();
  return sent.slice(from).filter((query) => !query.includes("set_config('role'"));
}

type Body = Parameters<typeof admin.ok<typeof makePaymentReceipt>>[1]['body'];
const pay = (body: Body) => admin.ok(makePaymentReceipt, { body });

describe('a counter payment', () => {
  it('pays charged dues in 18 queries whatever their number, and a repeated key in one', async () => {
    const paymentOf = async (lines: number) => {
      const studentId = await buildStudent(t.database.db, { tenantId, sessionId, classId });
      const place = { tenantId, studentId, sessionId };
      const structure = [];
      for (let line = 0; line < lines; line += 1) {
        const dueKey = await buildCharge(t.database.db, place, { dueDate: '2026-04-01' });
        structure.push({ due_key: dueKey, fee_amount: 1_000, late_fee: 0 });
      }
      return {
        idempotency_key: newKey(),
        student_id: studentId,
        payment_date: '2026-04-05',
        payment_mode: 'cash' as const,
        paid_amount: 1_000 * lines,
        payment_structure: structure,
      };
    };
    const single = await paymentOf(1);
    const one = await queriesOf(() => pay(single));
    const body = await paymentOf(3);
    const three = await queriesOf(() => pay(body));
    // 18: the dues read asks the hostel whether the student holds a bed (its months are dues).
    expect(three).toHaveLength(18);
    expect(one).toHaveLength(three.length);
    // Per kind, not per line: one insert of the payment, one of all its ledger entries.
    expect(
      three.filter((query) => query.startsWith('insert into "fee_ledger_entries"')),
    ).toHaveLength(1);

    const repeated = await queriesOf(async () =>
      expect(await pay(body)).toMatchObject({ already_recorded: true }),
    );
    expect(repeated).toHaveLength(1);
    expect(repeated[0]).toMatch(/^select "id", "receipt_no", "request_hash" from "fee_payments"/);
  });

  it('charges and pays fee-structure dues in 19 queries, reading the structure once', async () => {
    const studentId = await buildStudent(t.database.db, { tenantId, sessionId, classId });
    const body = {
      idempotency_key: newKey(),
      student_id: studentId,
      payment_date: '2026-04-05',
      payment_mode: 'cash' as const,
      paid_amount: 18_000,
      concession_amount: 0,
      payment_structure: [
        { due_key: '2026-27:quarterly:1', fee_amount: 9_000, late_fee: 0 },
        { due_key: '2026-27:quarterly:2', fee_amount: 9_000, late_fee: 0 },
      ],
    };
    const written = await queriesOf(() => pay(body));
    expect(written).toHaveLength(19);
    expect(written.filter((query) => query.includes('from "fee_structures"'))).toHaveLength(1);
  });
});
