import {
  type IssueBookBody,
  type IssueRow,
  lateDays,
  libraryFinePaise,
  libraryMessages as m,
  overdueMessage,
  paiseToRupees,
  type ReturnBookBody,
} from '@shala/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { postFineToFees } from './fine-charge.ts';
import { findOverdueLoan, getBookIssue } from './issue-queries.ts';
import { findMember } from './member-queries.ts';
import { findLibraryTerms } from './settings-service.ts';
import { bookCopies, bookIssues, libraryFines } from './tables.ts';

const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field ? [{ field, message }] : []);

/**
 * Lends a copy to a student or a staff member. The copy's row is locked first, so of two
 * issues of one copy at the same moment the second waits and then finds the copy out; the
 * partial unique index on open loans is the second wall.
 */
export async function issueBook(
  scope: TenantScope,
  today: string,
  issuedBy: number,
  body: IssueBookBody,
): Promise<IssueRow> {
  const { tx, tenantId } = scope;
  const issueDate = body.issue_date ?? today;
  if (issueDate > today) throw badRequest(m.issueInFuture, 'issue_date');
  if (body.due_date < issueDate) throw badRequest(m.dueBeforeIssue, 'due_date');
  const [copy] = await tx
    .select({ id: bookCopies.id })
    .from(bookCopies)
    .where(and(eq(bookCopies.tenantId, tenantId), eq(bookCopies.id, body.copy_id)))
    .for('update');
  if (!copy) throw notFound(m.copyNotFound);
  const member =
    body.member_type === 'student'
      ? { type: 'student' as const, id: body.student_id! }
      : { type: 'staff' as const, id: body.user_id! };
  const found = await findMember(scope, member);
  if (!found) throw notFound(member.type === 'student' ? m.studentNotFound : m.staffNotFound);
  const [out] = await tx
    .select({ id: bookIssues.id })
    .from(bookIssues)
    .where(
      and(
        eq(bookIssues.tenantId, tenantId),
        eq(bookIssues.copyId, copy.id),
        isNull(bookIssues.returnedOn),
      ),
    );
  if (out) throw conflict(m.copyAlreadyIssued, 'copy_id');
  const overdue = await findOverdueLoan(scope, member, today);
  if (overdue) throw badRequest(overdueMessage(found.name, overdue.title, overdue.dueDate));
  const terms = await findLibraryTerms(scope);
  const [issue] = await refuseConflicts(
    () =>
      tx
        .insert(bookIssues)
        .values({
          tenantId,
          copyId: copy.id,
          memberType: member.type,
          studentId: member.type === 'student' ? member.id : null,
          staffUserId: member.type === 'staff' ? member.id : null,
          issueDate,
          dueDate: body.due_date,
          finePerDayPaise: terms.finePerDayPaise,
          issuedBy,
        })
        .returning({ id: bookIssues.id }),
    { unique: () => conflict(m.copyAlreadyIssued, 'copy_id') },
  );
  return getBookIssue(scope, today, issue!.id);
}

export interface ReturnedBook {
  issue: IssueRow;
  late_days: number;
  fine: number;
  posted_to_fees: boolean;
}

/**
 * Takes a book back. Only a loan still open is closed (the update's condition), so a repeated
 * return changes nothing and is refused; a late return records its fine in the same step, a
 * student's as a charge of the fees ledger (collected like any due).
 */
export async function returnBook(
  scope: TenantScope,
  today: string,
  returnedBy: number,
  body: ReturnBookBody,
): Promise<ReturnedBook> {
  const { tx, tenantId } = scope;
  const returnedOn = body.returned_on ?? today;
  if (returnedOn > today) throw badRequest(m.returnInFuture, 'returned_on');
  const [loan] = await tx
    .select()
    .from(bookIssues)
    .where(and(eq(bookIssues.tenantId, tenantId), eq(bookIssues.id, body.issue_id)))
    .for('update');
  if (!loan) throw notFound(m.issueNotFound);
  if (loan.returnedOn !== null) throw conflict(m.alreadyReturned);
  if (returnedOn < loan.issueDate) throw badRequest(m.returnBeforeIssue, 'returned_on');
  await tx
    .update(bookIssues)
    .set({ returnedOn, returnedBy })
    .where(and(eq(bookIssues.tenantId, tenantId), eq(bookIssues.id, loan.id)));
  const late = lateDays(loan.dueDate, returnedOn);
  const finePaise = libraryFinePaise({
    dueDate: loan.dueDate,
    returnedOn,
    finePerDayPaise: loan.finePerDayPaise,
  });
  const posted = finePaise > 0 && loan.studentId !== null;
  if (finePaise > 0)
    await tx.insert(libraryFines).values({
      tenantId,
      issueId: loan.id,
      lateDays: late,
      amountPaise: finePaise,
      status: posted ? 'posted' : 'unpaid',
    });
  if (posted)
    await postFineToFees(scope.tx, scope.tenantId, {
      issueId: loan.id,
      studentId: loan.studentId!,
      copyId: loan.copyId,
      amountPaise: finePaise,
      returnedOn,
      returnedBy,
    });
  return {
    issue: await getBookIssue(scope, today, loan.id),
    late_days: late,
    fine: paiseToRupees(finePaise),
    posted_to_fees: posted,
  };
}

/**
 * A fine owed at the desk (a staff member's: a student's goes to the fees ledger) is marked
 * paid once; a second time is refused.
 */
export async function collectLibraryFine(
  scope: TenantScope,
  today: string,
  collectedBy: number,
  issueId: number,
): Promise<IssueRow> {
  const { tx, tenantId } = scope;
  const [loan] = await tx
    .select({ id: bookIssues.id })
    .from(bookIssues)
    .where(and(eq(bookIssues.tenantId, tenantId), eq(bookIssues.id, issueId)));
  if (!loan) throw notFound(m.issueNotFound);
  const [paid] = await tx
    .update(libraryFines)
    .set({ status: 'paid', collectedBy })
    .where(
      and(
        eq(libraryFines.tenantId, tenantId),
        eq(libraryFines.issueId, issueId),
        eq(libraryFines.status, 'unpaid'),
      ),
    )
    .returning({ id: libraryFines.id });
  if (!paid) throw conflict(m.noFineToCollect);
  return getBookIssue(scope, today, issueId);
}
