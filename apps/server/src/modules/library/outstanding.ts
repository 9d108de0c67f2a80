import { paiseToRupees } from '@shala/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppDb, Tx } from '../../platform/db/connect.ts';
import { bookCopies, bookIssues, books, libraryFines } from './tables.ts';

/** What a student still owes the library: a book not returned, or a fine not yet paid or posted. */
export interface OutstandingLibraryItem {
  kind: 'book' | 'fine';
  issue_id: number;
  book_name: string;
  accession_no: string;
  due_date: string;
  /** Rupees; 0 for a book. */
  amount: number;
}

/**
 * The no-dues check of a transfer certificate: books the student has not returned and fines
 * owed at the library. Fines posted to the fees ledger are dues of the ledger, not listed here.
 */
export async function listOutstandingLibraryItems(
  db: AppDb | Tx,
  tenantId: number,
  studentId: number,
): Promise<OutstandingLibraryItem[]> {
  const rows = await db
    .select({
      issueId: bookIssues.id,
      bookName: books.title,
      accessionNo: bookCopies.accessionNo,
      dueDate: bookIssues.dueDate,
      returnedOn: bookIssues.returnedOn,
      fineStatus: libraryFines.status,
      finePaise: libraryFines.amountPaise,
    })
    .from(bookIssues)
    .innerJoin(
      bookCopies,
      and(eq(bookCopies.tenantId, bookIssues.tenantId), eq(bookCopies.id, bookIssues.copyId)),
    )
    .innerJoin(books, and(eq(books.tenantId, bookCopies.tenantId), eq(books.id, bookCopies.bookId)))
    .leftJoin(
      libraryFines,
      and(eq(libraryFines.tenantId, bookIssues.tenantId), eq(libraryFines.issueId, bookIssues.id)),
    )
    .where(
      and(
        eq(bookIssues.tenantId, tenantId),
        eq(bookIssues.studentId, studentId),
        or(isNull(bookIssues.returnedOn), eq(libraryFines.status, 'unpaid')),
      ),
    )
    .orderBy(bookIssues.dueDate, bookIssues.id);
  return rows.flatMap((row): OutstandingLibraryItem[] => {
    const base = {
      issue_id: row.issueId,
      book_name: row.bookName,
      accession_no: row.accessionNo,
      due_date: row.dueDate,
    };
    if (row.returnedOn === null) return [{ kind: 'book', ...base, amount: 0 }];
    if (row.fineStatus === 'unpaid')
      return [{ kind: 'fine', ...base, amount: paiseToRupees(row.finePaise ?? 0) }];
    return [];
  });
}
