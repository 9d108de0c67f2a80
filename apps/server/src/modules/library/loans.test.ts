import {
  addDays,
  collectLibraryFine,
  issueBook,
  listBookIssues,
  libraryMessages as m,
  overdueMessage,
  returnBook,
  searchAvailableCopies,
  searchLibraryMembers,
  todayIn,
  updateLibrarySettings,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrarySchool } from '../../../test/factories/library-school.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { loadScope } from '../../platform/scope.ts';
import { findCurrentSession } from '../academics/index.ts';
import { listStudentDues } from '../fee-collection/index.ts';
import { listOutstandingLibraryItems } from './index.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildLibrarySchool>>;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  s = await buildLibrarySchool(t, 'loans');
});
afterAll(() => t?.close());

const feeDuesOf = (studentId: number) =>
  withTenant(t.database.db, s.schoolId, async (tx) => {
    const session = await findCurrentSession(tx, s.schoolId);
    const scope = await loadScope(tx, s.schoolId);
    return listStudentDues(scope, { studentId, sessionId: session!.id, asOf: today });
  });

describe('issue', () => {
  it('issues a copy to a student and to a staff member; the copy leaves the shelf', async () => {
    const student = await s.newStudent('Chitra Rao');
    const copy = await s.newCopy('Panchatantra Tales');
    const row = await s.lend(copy, student);
    expect(row).toMatchObject({
      book_name: 'Panchatantra Tales',
      student_name: 'Chitra Rao',
      class_name: '5',
      member_type: 'student',
      issue_date: today,
      due_date: addDays(today, 14),
      submitted_date: null,
      fine: 0,
      fine_status: 'none',
    });
    const shelf = await s.librarian.ok(searchAvailableCopies, {
      query: { search: 'Panchatantra' },
    });
    expect(shelf.some((item) => item.copy_id === copy)).toBe(false);
    const staffCopy = await s.newCopy();
    const staffLoan = await s.librarian.ok(issueBook, {
      body: {
        copy_id: staffCopy,
        member_type: 'staff',
        user_id: s.staffId,
        due_date: addDays(today, 7),
      },
    });
    expect(staffLoan).toMatchObject({
      member_type: 'staff',
      student_name: 'Test teacher@loans',
      class_name: null,
    });
  });

  it('never issues one copy twice, even to 20 members at once', async () => {
    const copy = await s.newCopy();
    const members: number[] = [];
    for (let index = 0; index < 20; index += 1) members.push(await s.newStudent());
    const answers = await Promise.all(
      members.map((student_id) =>
        s.librarian.call(issueBook, {
          body: {
            copy_id: copy,
            member_type: 'student',
            student_id,
            due_date: addDays(today, 7),
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual(Array(19).fill(409));
    expect(refused.every((answer) => answer.body.message === m.copyAlreadyIssued)).toBe(true);
    const open = await s.librarian.ok(listBookIssues, { query: { status: 'issued', limit: 100 } });
    expect(
      open.list.filter(
        (row) =>
          members.includes(-1) ||
          row.accession_no ===
            open.list.find((r) => r.id === answers.find((a) => a.status === 200)!.body.data.id)!
              .accession_no,
      ),
    ).toHaveLength(1);
  });

  it('refuses a new issue to a member with an overdue book, naming it', async () => {
    const student = await s.newStudent('Dev Kumar');
    await s.lend(await s.newCopy('Wings of Fire'), student, -20, -3);
    const answer = await s.librarian.call(issueBook, {
      body: {
        copy_id: await s.newCopy(),
        member_type: 'student',
        student_id: student,
        due_date: addDays(today, 7),
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      overdueMessage('Dev Kumar', 'Wings of Fire', addDays(today, -3)),
    );
    // A book due today is not overdue yet.
    const onTime = await s.newStudent();
    await s.lend(await s.newCopy(), onTime, -14, 0);
    await s.lend(await s.newCopy(), onTime);
  });

  it.each([
    ['copy_id', { copy_id: undefined }, m.chooseCopy],
    ['member_type', { member_type: 'parent' }, m.chooseMemberType],
    ['student_id', { student_id: undefined }, m.chooseStudent],
    ['user_id', { user_id: 5 }, m.oneMember],
    ['issue_date', { issue_date: '2026-02-30' }, m.badIssueDate],
    ['due_date', { due_date: '' }, m.enterDueDate],
    ['due_date', { due_date: '31-12-2030' }, m.badDueDate],
    ['due_date', { issue_date: '2026-01-10', due_date: '2026-01-09' }, m.dueBeforeIssue],
    ['issue_date', { issue_date: addDays(today, 1), due_date: addDays(today, 9) }, m.issueInFuture],
  ])('refuses a bad %s (%j)', async (field, overrides, message) => {
    const body = {
      copy_id: 1,
      member_type: 'student',
      student_id: 1,
      due_date: addDays(today, 7),
      ...overrides,
    };
    await s.librarian.refused(issueBook, { body: body as never }, field, message);
  });

  it('finds no copy or member of another school (404), and writes nothing', async () => {
    const copy = await s.newCopy();
    const asOther = await s.otherAdmin.call(issueBook, {
      body: {
        copy_id: copy,
        member_type: 'student',
        student_id: s.otherStudent,
        due_date: addDays(today, 7),
      },
    });
    expect(asOther.status).toBe(404);
    const theirStudent = await s.librarian.call(issueBook, {
      body: {
        copy_id: copy,
        member_type: 'student',
        student_id: s.otherStudent,
        due_date: addDays(today, 7),
      },
    });
    expect(theirStudent.status).toBe(404);
    expect(theirStudent.body.message).toBe(m.studentNotFound);
    const shelf = await s.librarian.ok(searchAvailableCopies, { query: {} });
    expect(shelf.some((item) => item.copy_id === copy)).toBe(true);
  });

  it('finds members by name for the issue form', async () => {
    await s.newStudent('Zoya Qureshi');
    const students = await s.librarian.ok(searchLibraryMembers, {
      query: { member_type: 'student', search: 'zoya' },
    });
    expect(students).toEqual([
      expect.objectContaining({ member_type: 'student', name: 'Zoya Qureshi', detail: '5' }),
    ]);
    const staff = await s.librarian.ok(searchLibraryMembers, {
      query: { member_type: 'staff', search: 'teacher@loans' },
    });
    expect(staff).toEqual([expect.objectContaining({ id: s.staffId, detail: 'Teacher' })]);
  });
});

describe('return and fines', () => {
  it('takes a late book back with a fine of the rate it was issued at, once', async () => {
    const student = await s.newStudent('Esha Paul');
    const loan = await s.lend(await s.newCopy('Malgudi Days'), student, -20, -5);
    expect(loan).toMatchObject({ late_days: 5, fine: 10, fine_status: 'pending' });
    // A later change of the rate applies to later loans only.
    await s.librarian.ok(updateLibrarySettings, { body: { fine_per_day: 5, loan_days: 14 } });
    const back = await s.librarian.ok(returnBook, { body: { issue_id: loan.id } });
    expect(back).toMatchObject({ late_days: 5, fine: 10, posted_to_fees: true });
    expect(back.issue).toMatchObject({ submitted_date: today, fine: 10, fine_status: 'posted' });
    const again = await s.librarian.call(returnBook, { body: { issue_id: loan.id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.alreadyReturned);
    // The fine is a due of the fees ledger, collected at the fee counter, not at the desk.
    expect(await feeDuesOf(student)).toEqual([
      expect.objectContaining({
        dueKey: `library:issue:${loan.id}`,
        source: 'library',
        label: expect.stringContaining('Library fine: Malgudi Days'),
        dueDate: today,
        amountPaise: 1_000,
        balancePaise: 1_000,
      }),
    ]);
    expect(await listOutstandingLibraryItems(t.database.db, s.schoolId, student)).toEqual([]);
    expect(
      (await s.librarian.call(collectLibraryFine, { body: { issue_id: loan.id } })).status,
    ).toBe(409);
    await s.librarian.ok(updateLibrarySettings, { body: { fine_per_day: 2, loan_days: 14 } });
  });

  it("keeps a staff member's fine at the desk, collected once", async () => {
    const loan = await s.librarian.ok(issueBook, {
      body: {
        copy_id: await s.newCopy('Gitanjali'),
        member_type: 'staff',
        user_id: s.staffId,
        issue_date: addDays(today, -10),
        due_date: addDays(today, -3),
      },
    });
    const back = await s.librarian.ok(returnBook, { body: { issue_id: loan.id } });
    expect(back).toMatchObject({ late_days: 3, fine: 6, posted_to_fees: false });
    expect(back.issue.fine_status).toBe('unpaid');
    const paid = await s.librarian.ok(collectLibraryFine, { body: { issue_id: loan.id } });
    expect(paid.fine_status).toBe('paid');
    expect(
      (await s.librarian.call(collectLibraryFine, { body: { issue_id: loan.id } })).status,
    ).toBe(409);
  });

  it('charges nothing for a book back on time, and takes a back-dated return', async () => {
    const student = await s.newStudent();
    const loan = await s.lend(await s.newCopy(), student, -10, -2);
    const back = await s.librarian.ok(returnBook, {
      body: { issue_id: loan.id, returned_on: addDays(today, -2) },
    });
    expect(back).toMatchObject({ late_days: 0, fine: 0 });
    expect(
      (await s.librarian.call(collectLibraryFine, { body: { issue_id: loan.id } })).status,
    ).toBe(409);
  });

  it.each([
    ['issue_id', { issue_id: 'x' }, m.chooseIssue],
    ['returned_on', { issue_id: 1, returned_on: '2026-13-01' }, m.badReturnDate],
  ])('refuses a bad %s', async (field, body, message) => {
    await s.librarian.refused(returnBook, { body: body as never }, field, message);
  });

  it('refuses a return before the issue or in the future; the book stays outstanding', async () => {
    const student = await s.newStudent();
    const loan = await s.lend(await s.newCopy('Concise Dictionary'), student, -3, 5);
    await s.librarian.refused(
      returnBook,
      { body: { issue_id: loan.id, returned_on: addDays(today, -4) } },
      'returned_on',
      m.returnBeforeIssue,
    );
    await s.librarian.refused(
      returnBook,
      { body: { issue_id: loan.id, returned_on: addDays(today, 1) } },
      'returned_on',
      m.returnInFuture,
    );
    expect((await s.otherAdmin.call(returnBook, { body: { issue_id: loan.id } })).status).toBe(404);
    expect(await listOutstandingLibraryItems(t.database.db, s.schoolId, student)).toEqual([
      expect.objectContaining({ kind: 'book', book_name: 'Concise Dictionary', amount: 0 }),
    ]);
  });
});
