import {
  cancelExpense,
  createExpense,
  createExpenseCategory,
  deleteExpenseCategory,
  getExpense,
  listExpenseCategories,
  listExpenses,
  expenseMessages as m,
  updateExpense,
  updateExpenseCategory,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildParent } from '../../../test/factories/students.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let accountant: Client;
let parent: Client;
let other: Client;
let power: number;
let paper: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = await buildSchool(db, { subdomain: 'ledgerly' });
  const otherSchool = await buildSchool(db, { subdomain: 'otherly' });
  await buildUser(db, school.id, { username: 'admin@ledgerly' });
  await buildUser(db, school.id, { username: 'accounts@ledgerly', roleId: 5 });
  const { user } = await buildParent(db, school.id, []);
  await buildUser(db, otherSchool.id, { username: 'admin@otherly' });
  admin = await signedInClient(t, 'ledgerly', 'admin@ledgerly', testPassword);
  accountant = await signedInClient(t, 'ledgerly', 'accounts@ledgerly', testPassword);
  parent = await signedInClient(t, 'ledgerly', user.username, testPassword);
  other = await signedInClient(t, 'otherly', 'admin@otherly', testPassword);
  power = (await admin.ok(createExpenseCategory, { body: { name: 'Electricity' } })).id;
  paper = (await admin.ok(createExpenseCategory, { body: { name: 'Stationery' } })).id;
});
afterAll(() => t?.close());

const anExpense = (overrides: Record<string, unknown> = {}) => ({
  category_id: power,
  title: 'Power bill',
  amount: 1234.56,
  expense_date: '2026-07-10',
  payment_mode: 'bank_transfer' as const,
  note: 'July',
  ...overrides,
});

describe('expense categories', () => {
  it('adds, lists by name and refuses a duplicate name in any case', async () => {
    const answer = await admin.call(createExpenseCategory, { body: { name: 'Repairs' } });
    expect(answer.body.message).toBe(m.categoryAdded);
    const names = (await admin.ok(listExpenseCategories)).map((c) => c.name);
    expect(names).toEqual(['Electricity', 'Repairs', 'Stationery']);
    await admin.refused(
      createExpenseCategory,
      { body: { name: ' electricity ' } },
      'name',
      m.categoryExists,
    );
    await admin.refused(
      createExpenseCategory,
      { body: { name: '  ' } },
      'name',
      m.enterCategoryName,
    );
  });

  it('renames a category and refuses renaming onto another', async () => {
    const repairs = (await admin.ok(listExpenseCategories)).find((c) => c.name === 'Repairs')!;
    const renamed = await admin.ok(updateExpenseCategory, {
      body: { id: repairs.id, name: 'Maintenance', description: 'Buildings' },
    });
    expect(renamed).toMatchObject({ name: 'Maintenance', description: 'Buildings' });
    await admin.refused(
      updateExpenseCategory,
      { body: { id: repairs.id, name: 'STATIONERY' } },
      'name',
      m.categoryExists,
    );
    const gone = await admin.call(updateExpenseCategory, { body: { id: 999999, name: 'X' } });
    expect([gone.status, gone.body.message]).toEqual([404, m.categoryNotFound]);
  });

  it('deletes an unused category and refuses one that has expenses', async () => {
    const spare = await admin.ok(createExpenseCategory, { body: { name: 'Spare' } });
    await admin.ok(deleteExpenseCategory, { params: { id: spare.id } });
    const used = await admin.ok(createExpenseCategory, { body: { name: 'Used' } });
    await admin.ok(createExpense, { body: anExpense({ category_id: used.id }) });
    const refused = await admin.call(deleteExpenseCategory, { params: { id: used.id } });
    expect([refused.status, refused.body.message]).toEqual([400, m.categoryInUse]);
  });
});

describe('expenses', () => {
  it('records an expense in paise and answers rupees with two decimals', async () => {
    const row = await accountant.ok(createExpense, { body: anExpense() });
    expect(row).toMatchObject({ amount: 1234.56, category_name: 'Electricity', status: 'active' });
    expect(await accountant.ok(getExpense, { params: { id: row.id } })).toEqual(row);
  });

  it('refuses bad input with the field messages', async () => {
    await admin.refused(createExpense, { body: anExpense({ title: '' }) }, 'title', m.enterTitle);
    await admin.refused(
      createExpense,
      { body: anExpense({ amount: 0 }) },
      'amount',
      m.amountPositive,
    );
    await admin.refused(
      createExpense,
      { body: anExpense({ amount: 10.005 }) },
      'amount',
      m.enterAmount,
    );
    await admin.refused(
      createExpense,
      { body: anExpense({ expense_date: '2026-02-30' }) },
      'expense_date',
      m.enterDate,
    );
    await admin.refused(
      createExpense,
      { body: anExpense({ payment_mode: 'barter' }) as never },
      'payment_mode',
      m.chooseMode,
    );
    await admin.refused(
      createExpense,
      { body: anExpense({ category_id: 999999 }) },
      'category_id',
      m.chooseCategory,
    );
  });

  it('records one expense for a repeated request key (a double submit)', async () => {
    const body = anExpense({ title: 'Diesel', request_key: 'key-diesel-0001' });
    const answers = await Promise.all([1, 2, 3].map(() => admin.ok(createExpense, { body })));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    const list = await admin.ok(listExpenses, {
      query: { from_date: '2026-07-10', to_date: '2026-07-10' },
    });
    expect(list.list.filter((e) => e.title === 'Diesel')).toHaveLength(1);
  });

  it('filters by date range and category, with totals of active expenses only', async () => {
    const q = { from_date: '2026-08-01', to_date: '2026-08-31' };
    await admin.ok(createExpense, {
      body: anExpense({ expense_date: '2026-08-02', amount: 100.1 }),
    });
    await admin.ok(createExpense, { body: anExpense({ expense_date: '2026-08-20', amount: 0.2 }) });
    await admin.ok(createExpense, {
      body: anExpense({ expense_date: '2026-08-21', amount: 50, category_id: paper }),
    });
    const dropped = await admin.ok(createExpense, {
      body: anExpense({ expense_date: '2026-08-22', amount: 999 }),
    });
    await admin.ok(createExpense, { body: anExpense({ expense_date: '2026-09-01', amount: 7 }) });
    const cancelled = await admin.call(cancelExpense, {
      body: { id: dropped.id, reason: 'Entered twice' },
    });
    expect(cancelled.body.message).toBe(m.expenseCancelledDone);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Entered twice',
    });

    const all = await admin.ok(listExpenses, { query: q });
    expect(all.count).toBe(4);
    expect(all.total_amount).toBe(150.3);
    expect(all.list.map((e) => e.expense_date)).toEqual([
      '2026-08-22',
      '2026-08-21',
      '2026-08-20',
      '2026-08-02',
    ]);
    expect(all.by_category).toEqual([
      { category_id: power, category_name: 'Electricity', amount: 100.3 },
      { category_id: paper, category_name: 'Stationery', amount: 50 },
    ]);
    const onlyPaper = await admin.ok(listExpenses, { query: { ...q, category_id: paper } });
    expect([onlyPaper.count, onlyPaper.total_amount]).toEqual([1, 50]);
    const activeOnly = await admin.ok(listExpenses, { query: { ...q, include_cancelled: false } });
    expect(activeOnly.count).toBe(3);
    const page = await admin.ok(listExpenses, { query: { ...q, skip: 1, limit: 2 } });
    expect([page.list.length, page.count, page.total_amount]).toEqual([2, 4, 150.3]);
    await admin.refused(
      listExpenses,
      { query: { from_date: '2026-08-02', to_date: '2026-08-01' } },
      'to_date',
      m.toBeforeFrom,
    );
  });

  it('corrects an active expense and refuses to change a cancelled one', async () => {
    const row = await admin.ok(createExpense, { body: anExpense() });
    const fixed = await admin.ok(updateExpense, {
      body: { ...anExpense({ amount: 20, category_id: paper }), id: row.id },
    });
    expect(fixed).toMatchObject({ amount: 20, category_name: 'Stationery' });
    await admin.ok(cancelExpense, { body: { id: row.id, reason: 'Wrong bill' } });
    const again = await admin.ok(cancelExpense, { body: { id: row.id, reason: 'Other' } });
    expect(again.cancel_reason).toBe('Wrong bill');
    const refused = await admin.call(updateExpense, { body: { ...anExpense(), id: row.id } });
    expect([refused.status, refused.body.message]).toEqual([400, m.expenseCancelled]);
    await admin.refused(
      cancelExpense,
      { body: { id: row.id, reason: ' ' } },
      'reason',
      m.enterReason,
    );
  });

  it('keeps parents out and each school to its own expenses', async () => {
    expect((await parent.call(listExpenses, { query: {} })).status).toBe(403);
    expect((await parent.call(createExpense, { body: anExpense() })).status).toBe(403);
    const mine = await admin.ok(createExpense, { body: anExpense() });
    const theirs = await other.call(getExpense, { params: { id: mine.id } });
    expect(theirs.status).toBe(404);
    expect((await other.ok(listExpenses, { query: {} })).count).toBe(0);
    expect((await other.call(createExpense, { body: anExpense() })).status).toBe(400);
  });
});
