import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { findCurrentSession } from '../academics/index.ts';
import { postCharge } from '../fee-collection/index.ts';
import { bookCopies, books } from './tables.ts';

/**
 * Posts a student's library fine to the fees ledger as a charge due on the return date, in the
 * current session, keyed by the loan (`library:issue:<id>`): a retried return posts nothing more.
 */
export async function postFineToFees(
  tx: Tx,
  tenantId: number,
  fine: {
    issueId: number;
    studentId: number;
    copyId: number;
    amountPaise: number;
    returnedOn: string;
    returnedBy: number | null;
  },
): Promise<void> {
  const [book] = await tx
    .select({ title: books.title, accessionNo: bookCopies.accessionNo })
    .from(bookCopies)
    .innerJoin(books, and(eq(books.tenantId, bookCopies.tenantId), eq(books.id, bookCopies.bookId)))
    .where(and(eq(bookCopies.tenantId, tenantId), eq(bookCopies.id, fine.copyId)));
  const session = await findCurrentSession(tx, tenantId);
  await postCharge(tx, {
    tenantId,
    studentId: fine.studentId,
    source: 'library',
    description: `Library fine: ${book?.title ?? 'book'} (${book?.accessionNo ?? '-'})`,
    amountPaise: fine.amountPaise,
    dueDate: fine.returnedOn,
    idempotencyKey: `issue:${fine.issueId}`,
    dueKey: `library:issue:${fine.issueId}`,
    sessionId: session?.id ?? null,
    createdBy: fine.returnedBy,
  });
}
