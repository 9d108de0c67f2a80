import {
  addDays,
  allocateRoute,
  createRoute,
  feeCollectionMessages as feeMessages,
  getReceipt,
  listTransportDefaulters,
  listTransportDues,
  payTransportDues,
  postTransportCharges,
  transportDueKey,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTransportSchool,
  type TransportSchool,
} from '../../../test/factories/transport-school.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
let s: TransportSchool;
let route: Awaited<ReturnType<TransportSchool['newRoute']>>;
let riders: number[];
let freeRider: number;
const lastMonth = () => addDays(s.today, -40).slice(0, 7);
const earlierMonth = () => addDays(s.today, -75).slice(0, 7);

/** Seven riders on one route (fares ₹500, ₹600, ₹700 by point) and one on a free point. */
beforeAll(async () => {
  t = await createTestApp();
  s = await buildTransportSchool(t, 'tfares');
  route = await s.newRoute('Paged Route');
  riders = [];
  for (let index = 0; index < 7; index += 1) {
    const student = await s.newStudent(`Rider ${index + 1}`);
    riders.push(student);
    const body = {
      student_id: student,
      route_id: route.id,
      pickup_point_id: route.pickup_points[index % 3]!.id,
    };
    await s.admin.ok(allocateRoute, { body });
  }
  const vehicle = await s.newVehicle();
  const free = await s.admin.ok(createRoute, {
    body: {
      route_name: 'Free Route',
      vehicle_id: vehicle.id,
      pickup_points: [{ label: 'Staff Quarters', address: null, lat: 12.9, lng: 77.5, fare: 0 }],
    },
  });
  freeRider = await s.newStudent('Free Rider');
  await s.admin.ok(allocateRoute, {
    body: { student_id: freeRider, route_id: free.id, pickup_point_id: free.pickup_points[0]!.id },
  });
});
afterAll(() => t?.close());

const ledgerOf = (dueKey: string) =>
  withTenant(t.database.db, s.schoolId, async (tx) => {
    const result = await tx.execute(
      sql`select student_id, amount_paise, label from fee_ledger_entries
        where due_key = ${dueKey} and kind = 'charge' order by student_id`,
    );
    return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((row) => ({
      student_id: Number(row.student_id),
      amount: Number(row.amount_paise),
      label: String(row.label),
    }));
  });

describe("posting a month's fares", () => {
  it('charges every paying rider once in one write; posting again adds nothing', async () => {
    const month = earlierMonth();
    const key = transportDueKey(s.sessionId, month);
    const first = await s.admin.ok(postTransportCharges, { body: { month } });
    expect(first.posted).toBe(7);
    const posted = await ledgerOf(key);
    expect(posted.map((row) => row.student_id)).toEqual([...riders].sort((a, b) => a - b));
    expect(posted.find((row) => row.student_id === riders[2])).toEqual({
      student_id: riders[2],
      amount: 70_000,
      label: `Transport fare ${month} (Paged Route, School Gate)`,
    });
    expect(posted.some((row) => row.student_id === freeRider)).toBe(false);
    const again = await s.admin.ok(postTransportCharges, { body: { month } });
    expect(again.posted).toBe(7);
    expect(await ledgerOf(key)).toEqual(posted);
  });

  it('posts the same month from two requests at once without a double charge', async () => {
    const month = lastMonth();
    const answers = await Promise.all([
      s.admin.call(postTransportCharges, { body: { month } }),
      s.admin.call(postTransportCharges, { body: { month } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await ledgerOf(transportDueKey(s.sessionId, month))).toHaveLength(7);
  });
});

describe('paged dues and defaulters', () => {
  it('pages the riders with their dues and the count of all', async () => {
    const first = await s.admin.ok(listTransportDues, { query: { limit: 3 } });
    expect(first.count).toBe(8);
    expect(first.list).toHaveLength(3);
    const rest = await s.admin.ok(listTransportDues, { query: { skip: 3, limit: 10 } });
    expect(rest.list).toHaveLength(5);
    const all = [...first.list, ...rest.list];
    expect(new Set(all.map((row) => row.student_id)).size).toBe(8);
    const third = all.find((row) => row.student_id === riders[2])!;
    expect(third.dues.map((due) => due.principal_due)).toEqual([700, 700]);
    expect(third.balance).toBeGreaterThanOrEqual(1_400);
    expect(all.find((row) => row.student_id === freeRider)).toMatchObject({ dues: [], balance: 0 });
    const route1 = await s.admin.ok(listTransportDues, { query: { route_id: route.id, limit: 2 } });
    expect(route1.count).toBe(7);
  });

  it('pages defaulters among riders with dues past their date only', async () => {
    const page = await s.admin.ok(listTransportDefaulters, { query: { limit: 4 } });
    expect(page.count).toBe(7);
    expect(page.list).toHaveLength(4);
    const next = await s.admin.ok(listTransportDefaulters, { query: { skip: 4, limit: 4 } });
    expect(next.list.map((row) => row.student_id)).not.toContain(freeRider);
    expect([...page.list, ...next.list].map((row) => row.student_id).sort()).toEqual(
      [...riders].sort(),
    );
  });
});

describe('paying a fare by cheque or demand draft', () => {
  it('needs the number, date and bank, and prints them on the receipt', async () => {
    const body = {
      student_id: riders[0]!,
      due_keys: [transportDueKey(s.sessionId, earlierMonth())],
      mode: 'cheque' as const,
      idempotency_key: 'fare-cheque-0001',
    };
    await s.admin.refused(payTransportDues, { body }, 'cheque_dd_no', feeMessages.chequeNo);
    await s.admin.refused(
      payTransportDues,
      { body: { ...body, cheque_dd_no: '123456', bank_details: 'State Bank' } },
      'cheque_date',
      feeMessages.chequeDate,
    );
    const paid = await s.admin.ok(payTransportDues, {
      body: {
        ...body,
        cheque_dd_no: '123456',
        cheque_date: addDays(s.today, -1),
        bank_details: 'State Bank, MG Road',
      },
    });
    const receipt = await s.admin.ok(getReceipt, { params: { id: paid.payment_id } });
    expect(receipt).toMatchObject({
      payment_mode: 'cheque',
      cheque_dd_no: '123456',
      cheque_date: addDays(s.today, -1),
      bank_details: 'State Bank, MG Road',
    });
    const cash = await s.admin.ok(payTransportDues, {
      body: {
        student_id: riders[1]!,
        due_keys: [transportDueKey(s.sessionId, earlierMonth())],
        mode: 'cash',
        cheque_dd_no: 'ignored',
        idempotency_key: 'fare-cash-0001',
      },
    });
    const cashReceipt = await s.admin.ok(getReceipt, { params: { id: cash.payment_id } });
    expect(cashReceipt.cheque_dd_no).toBeNull();
  });

  it("refuses a key reused for another rider's fare with 409, paying nothing of theirs", async () => {
    const dueKey = transportDueKey(s.sessionId, earlierMonth());
    const body = {
      student_id: riders[3]!,
      due_keys: [dueKey],
      mode: 'cash' as const,
      idempotency_key: 'fare-reuse-0001',
    };
    const paid = await s.admin.ok(payTransportDues, { body });
    const refused = await s.admin.call(payTransportDues, {
      body: { ...body, student_id: riders[4]! },
    });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      feeMessages.keyUsedForOtherPayment,
    ]);
    const again = await s.admin.ok(payTransportDues, { body });
    expect(again).toMatchObject({ payment_id: paid.payment_id, already_recorded: true });
    const own = await s.admin.ok(payTransportDues, {
      body: { ...body, student_id: riders[4]!, idempotency_key: 'fare-reuse-0002' },
    });
    expect(own.already_recorded).toBe(false);
  });
});
