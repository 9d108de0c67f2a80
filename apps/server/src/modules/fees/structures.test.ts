import {
  copyFeeStructure,
  createFeeTitle,
  deleteFeeTitle,
  getFeeStructureDetails,
  getStudentFeeSchedule,
  listCopyableFeeStructures,
  listFeeTitles,
  type ManageFeeStructureInput,
  feeMessages as m,
  manageFeeStructure,
  updateFeeTitle,
} from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSession } from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildFeeTitle, structureBody } from '../../../test/factories/fees.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildStudent } from '../../../test/factories/students.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { studentPrograms } from '../students/index.ts';
import { findStudentFeeSchedule } from './index.ts';

let t: TestApp;
let admin: Client;
let schoolId: number;
let sessionId: number;
let nextSessionId: number;
const classIds: number[] = [];
let tuition: number;
let computer: number;
let sports: number;

beforeAll(async () => {
  t = await createTestApp();
  const school = await buildSchool(t.database.db, { subdomain: 'feesa' });
  schoolId = school.id;
  sessionId = (await buildSession(t.database.db, schoolId)).id;
  nextSessionId = (
    await buildSession(t.database.db, schoolId, {
      startDate: '2027-04-01',
      endDate: '2028-03-31',
      isCurrent: false,
    })
  ).id;
  for (const name of ['One', 'Two', 'Three', 'Four'])
    classIds.push((await buildClass(t.database.db, schoolId, { name })).id);
  tuition = (await buildFeeTitle(t.database.db, schoolId, 'Tuition')).id;
  computer = (await buildFeeTitle(t.database.db, schoolId, 'Computer')).id;
  sports = (await buildFeeTitle(t.database.db, schoolId, 'Sports')).id;
  await buildUser(t.database.db, schoolId, { username: 'admin@feesa' });
  admin = await signedInClient(t, 'feesa', 'admin@feesa', testPassword);
});
afterAll(() => t?.close());

describe('fee titles', () => {
  it('adds, lists, renames and deletes a title; refuses a taken name and a blank one', async () => {
    const added = await admin.ok(createFeeTitle, { body: { title: 'Admission' } });
    expect(added.fee_type_name).toBe('Admission');
    await admin.refused(createFeeTitle, { body: { title: 'admission' } }, 'title', m.titleExists);
    await admin.refused(createFeeTitle, { body: { title: ' ' } }, 'title', m.enterTitle);
    const renamed = await admin.ok(updateFeeTitle, {
      body: { id: added.id, fee_type_name: 'Admission Fee' },
    });
    expect(renamed.fee_type_name).toBe('Admission Fee');
    await admin.refused(
      updateFeeTitle,
      { body: { id: added.id, fee_type_name: 'tuition' } },
      'fee_type_name',
      m.titleExists,
    );
    const names = (await admin.ok(listFeeTitles)).map((r) => r.fee_type_name);
    expect(names).toEqual(['Admission Fee', 'Computer', 'Sports', 'Tuition']);
    const answer = await admin.call(deleteFeeTitle, { params: { id: added.id } });
    expect(answer.body.message).toBe(m.titleDeleted);
    expect((await admin.call(deleteFeeTitle, { params: { id: added.id } })).status).toBe(404);
  });
});

const body = (over: Partial<Parameters<typeof structureBody>[0]> = {}) =>
  structureBody({
    session_id: sessionId,
    class_id: [classIds[0]!],
    fees: [
      [tuition, 30_000],
      [computer, 6_000],
    ],
    is_discount: true,
    discountData: [{ name: 'Merit', value: 10, type: 'percentage', applyTo: tuition, applyOn: [] }],
    voucher_applicable: true,
    voucherData: [
      { name: 'Festive', value: 1_000, type: 'amount', applyTo: 'total', applyOn: ['quarterly'] },
    ],
    ...over,
  });

describe('fee structures', () => {
  let structureId: number;

  it('saves a structure, recomputes its figures and lists it', async () => {
    const saved = await admin.call(manageFeeStructure, { body: body() });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(m.structureSaved);
    structureId = saved.body.data.id;
    const [row] = await admin.ok(getFeeStructureDetails, {
      query: { session_id: sessionId, class_id: [classIds[0]!] },
    });
    expect(row).toMatchObject({ total_fees: 36_000, monthCount: 12, class_id: [classIds[0]] });
    expect(row!.monthly[0]).toMatchObject({ finalTotal: 33_000, installmentAmount: 2_750 });
    expect(row!.quarterly[0]).toMatchObject({
      discountAmount: 3_000,
      voucherAmount: 1_000,
      finalTotal: 32_000,
      installmentAmount: 8_000,
      late_fee_value: 50,
    });
    const gone = await admin.call(getFeeStructureDetails, {
      query: { session_id: sessionId, id: 999_999 },
    });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(m.structureNotFound);
    await admin.refused(
      getFeeStructureDetails,
      { query: { session_id: '' as unknown as number } },
      'session_id',
      m.selectSession,
    );
  });

  it('refuses figures that differ from the rules, with a clear 400', async () => {
    const tampered = body({ class_id: [classIds[1]!] });
    tampered.monthly![0]!.installmentAmount = 2_700;
    const answer = await admin.call(manageFeeStructure, { body: tampered });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(
      /^Fee figures do not match the fee rules \(monthly installmentAmount/,
    );
    const wrongTotal = { ...body({ class_id: [classIds[1]!] }), total_fees: 1 };
    expect((await admin.call(manageFeeStructure, { body: wrongTotal })).body.message).toMatch(
      /total_fees/,
    );
  });

  it('refuses every §5 mistake with its message', async () => {
    const two = { class_id: [classIds[1]!] };
    const refuse = (input: ManageFeeStructureInput, field: string, message: string) =>
      admin.refused(manageFeeStructure, { body: input }, field, message);
    await refuse({ ...body(two), session_id: undefined as never }, 'session_id', m.selectSession);
    await refuse({ ...body(two), class_id: [] }, 'class_id', m.selectClass);
    await refuse({ ...body(two), fee_type: [] }, 'fee_type', m.enterFeeType);
    const duplicate = body({
      ...two,
      fees: [
        [tuition, 100],
        [tuition, 200],
      ],
    });
    await refuse(duplicate, 'fee_type.1.fee_type_id', m.duplicateFeeType);
    const blankAmount = body(two);
    blankAmount.fee_type[0]!.amount = undefined as never;
    await refuse(blankAmount, 'fee_type.0.amount', m.enterFeeAmount);
    blankAmount.fee_type[0]!.amount = -1;
    await refuse(blankAmount, 'fee_type.0.amount', m.amountNegative);
    const discounts = (list: object[]) => ({ ...body(two), discountData: list as never });
    const merit = { name: 'Merit', value: 10, type: 'percentage', applyTo: 'total', applyOn: [] };
    await refuse(
      discounts([merit, { ...merit, name: 'MERIT ' }]),
      'discountData.1.name',
      m.discountExists,
    );
    await refuse(discounts([{ ...merit, value: 0 }]), 'discountData.0.value', m.valuePositive);
    await refuse(discounts([{ ...merit, value: 101 }]), 'discountData.0.value', m.percentOver);
    await refuse(discounts([{ ...merit, name: '' }]), 'discountData.0.name', m.enterDiscountName);
    const vouchers = (list: object[]) => ({ ...body(two), voucherData: list as never });
    const festive = {
      name: 'Festive',
      value: 5,
      type: 'amount',
      applyTo: 'total',
      applyOn: ['monthly'],
    };
    await refuse(
      vouchers([festive, { ...festive, name: 'festive' }]),
      'voucherData.1.name',
      m.voucherExists,
    );
    await refuse(vouchers([{ ...festive, applyOn: [] }]), 'voucherData.0.applyOn', m.selectApplyOn);
    const enrollment = body(two);
    enrollment.semestral![0]!.enrollmentAmount = -5;
    await refuse(enrollment, 'semestral.0.enrollmentAmount', m.enrollmentNegative);
    enrollment.semestral![0]!.enrollmentAmount = 36_001;
    await refuse(enrollment, 'semestral.0.enrollmentAmount', m.enrollmentOverTotal);
    const withRow = (plan: 'monthly' | 'quarterly' | 'semestral', row: object) => {
      const input = body(two);
      Object.assign(input[plan]![0]!, row);
      return input;
    };
    await refuse(withRow('quarterly', { late_fee: null }), 'quarterly', m.setLateFee('quarterly'));
    await refuse(
      withRow('monthly', { last_submission_date: null }),
      'monthly',
      m.setLateFee('monthly'),
    );
    const percent = { late_fee_type: 'percentage', late_fee_applyTo: 'installment' };
    await refuse(
      withRow('semestral', { ...percent, late_fee: 120 }),
      'semestral.0.late_fee',
      m.percentRange,
    );
    await refuse(
      withRow('semestral', { ...percent, late_fee: 2, late_fee_applyTo: null }),
      'semestral.0.late_fee_applyTo',
      m.selectApplyTo,
    );
    await refuse(withRow('monthly', { late_fee: -1 }), 'monthly.0.late_fee', m.amountNegative);
    await refuse({ ...body(two), months: [] }, 'months', m.selectMonth);
    await refuse(body({ class_id: [classIds[0]!] }), 'class_id', m.classTaken('One'));
  });

  it('edits a structure in place: its figures follow', async () => {
    const edited = await admin.ok(manageFeeStructure, {
      body: { ...body({ months: [4, 5, 6, 7, 8, 9, 10, 11, 12, 1] }), id: structureId },
    });
    expect(edited.id).toBe(structureId);
    expect(edited.monthly[0]).toMatchObject({ installmentCount: 10, installmentAmount: 3_300 });
    const stranger = { ...body({ class_id: [classIds[3]!] }), id: 999_999 };
    expect((await admin.call(manageFeeStructure, { body: stranger })).status).toBe(404);
  });

  it('copies a structure and lists what can be copied', async () => {
    await admin.refused(
      copyFeeStructure,
      { body: { source_session_id: sessionId, target_class_id: classIds[1]! } },
      'source_class_id',
      m.copyNeeds(['source_class_id', 'target_session_id']),
    );
    const copy = {
      source_session_id: sessionId,
      source_class_id: classIds[0]!,
      target_session_id: nextSessionId,
      target_class_id: classIds[1]!,
    };
    await admin.refused(
      copyFeeStructure,
      { body: { ...copy, source_class_id: classIds[2]! } },
      'source_class_id',
      m.noSourceStructure,
    );
    const copied = await admin.ok(copyFeeStructure, { body: copy });
    expect(copied).toMatchObject({ session_id: nextSessionId, class_id: [classIds[1]] });
    expect(copied.monthly[0]!.installmentAmount).toBe(3_300);
    await admin.refused(copyFeeStructure, { body: copy }, 'target_class_id', m.targetHasStructure);
    const copyable = await admin.ok(listCopyableFeeStructures);
    expect(copyable.map((r) => r.class_name).sort()).toEqual(['One', 'Two']);
  });

  it('refuses deleting a title a structure uses', async () => {
    await admin.refused(deleteFeeTitle, { params: { id: computer } }, 'id', m.titleInUse);
    void sports;
  });
});

describe('a student’s fee schedule', () => {
  it('derives the instalments from the class the student is in, at once', async () => {
    const db = t.database.db;
    const studentId = await buildStudent(db, {
      tenantId: schoolId,
      sessionId,
      classId: classIds[0]!,
    });
    const schedule = await withPlatform(db, (tx) =>
      findStudentFeeSchedule(tx, schoolId, { sessionId, classId: classIds[0]!, studentId }),
    );
    expect(schedule?.academicYear).toBe('2026-27');
    const monthly = schedule!.installments.filter((i) => i.plan === 'monthly');
    expect(monthly.map((i) => i.key)).toContain('2026-27:monthly:01');
    expect(monthly[0]).toMatchObject({
      amountPaise: 330_000,
      dueDate: '2026-04-10',
      lateFeePaise: 5_000,
    });
    const answer = await admin.ok(getStudentFeeSchedule, {
      query: { session_id: sessionId, student_id: studentId },
    });
    expect(answer?.installments.find((i) => i.key === '2026-27:quarterly:1')?.parent_due).toBe(
      8_000,
    );
    // Moved into class Three, which has no structure: nothing is due until it gets one.
    await withPlatform(db, (tx) =>
      tx
        .update(studentPrograms)
        .set({ classId: classIds[2]! })
        .where(
          and(eq(studentPrograms.tenantId, schoolId), eq(studentPrograms.studentId, studentId)),
        ),
    );
    expect(
      await admin.ok(getStudentFeeSchedule, {
        query: { session_id: sessionId, student_id: studentId },
      }),
    ).toBeNull();
    await admin.ok(manageFeeStructure, {
      body: body({ class_id: [classIds[2]!], fees: [[sports, 1_200]], discountData: [] }),
    });
    const promoted = await admin.ok(getStudentFeeSchedule, {
      query: { session_id: sessionId, student_id: studentId },
    });
    expect(promoted?.installments.find((i) => i.plan === 'oneTime')?.amount).toBe(1_200);
  });
});
