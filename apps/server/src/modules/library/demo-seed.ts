import { addDays, lateDays, libraryFinePaise, todayIn } from '@shala/contracts';
import { and, asc, eq, like, notInArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { loadScope } from '../../platform/scope.ts';
import { findCurrentSession } from '../academics/index.ts';
import { accountsOf } from '../auth/index.ts';
import { enrolmentOf, listChildIds } from '../students/index.ts';
import { postFineToFees } from './fine-charge.ts';
import { takeAccessionNumbers } from './settings-service.ts';
import {
  bookCategories,
  bookCopies,
  bookIssues,
  books,
  libraryFines,
  librarySettings,
} from './tables.ts';

const demoBooks: Array<
  [category: string, title: string, author: string, isbn: string, copies: number]
> = [
  ['Fiction', 'Malgudi Days', 'R. K. Narayan', '9780143039655', 3],
  ['Fiction', 'The Blue Umbrella', 'Ruskin Bond', '9788129109309', 2],
  ['Fiction', 'Panchatantra Tales', 'Vishnu Sharma', '9788184951707', 2],
  ['Science', 'Wings of Fire', 'A. P. J. Abdul Kalam', '9788173711466', 2],
  ['Science', 'A Brief History of Time', 'Stephen Hawking', '9780553380163', 1],
  ['Reference', 'Oxford Student Atlas for India', 'Oxford University Press', '9780199487004', 2],
  ['Reference', 'Concise English Dictionary', 'Oxford University Press', '9780199601080', 2],
  ['History', 'The Discovery of India', 'Jawaharlal Nehru', '9780143031031', 1],
];

/**
 * A demo library: four categories, eight books with copies, a fine of ₹2 a late day, and loans
 * around today: two out (one to a child of parent@<school>), one overdue, two returned (one
 * late, with its fine in the fees ledger) and a teacher's late return whose fine waits at the
 * desk. Idempotent: a school with any category is left alone.
 */
export async function seedLibrary(tx: Tx, tenantId: number, subdomain: string): Promise<void> {
  const [any] = await tx
    .select({ id: bookCategories.id })
    .from(bookCategories)
    .where(eq(bookCategories.tenantId, tenantId))
    .limit(1);
  if (any) return;
  await tx.insert(librarySettings).values({ tenantId, finePerDayPaise: 200, loanDays: 14 });
  const names = [...new Set(demoBooks.map(([category]) => category))];
  const categoryRows = await tx
    .insert(bookCategories)
    .values(names.map((name) => ({ tenantId, name })))
    .returning({ id: bookCategories.id, name: bookCategories.name });
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
  const bookRows = await tx
    .insert(books)
    .values(
      demoBooks.map(([category, title, author, isbn]) => ({
        tenantId,
        categoryId: categoryId.get(category)!,
        title,
        author,
        isbn,
      })),
    )
    .returning({ id: books.id });
  const total = demoBooks.reduce((sum, [, , , , copies]) => sum + copies, 0);
  const numbers = await takeAccessionNumbers(await loadScope(tx, tenantId), total);
  const copyRows = await tx
    .insert(bookCopies)
    .values(
      demoBooks.flatMap(([, , , , copies], index) =>
        Array.from({ length: copies }, () => ({
          tenantId,
          bookId: bookRows[index]!.id,
          accessionNo: numbers.shift()!,
        })),
      ),
    )
    .returning({ id: bookCopies.id });
  await seedLoans(
    tx,
    tenantId,
    subdomain,
    copyRows.map((row) => row.id),
  );
}

async function seedLoans(tx: Tx, tenantId: number, subdomain: string, copyIds: number[]) {
  const accounts = accountsOf(tx, tenantId);
  const [parent] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, `parent@${subdomain}`));
  const childIds = parent ? await listChildIds(tx, tenantId, parent.id) : [];
  const child = childIds.length ? { id: Math.min(...childIds) } : undefined;
  const session = await findCurrentSession(tx, tenantId);
  const enrolment = enrolmentOf(tx, tenantId, session?.id ?? 0);
  const others = await tx
    .select({ id: enrolment.studentId })
    .from(enrolment)
    .where(
      and(
        eq(enrolment.status, 'ACTIVE'),
        childIds.length ? notInArray(enrolment.studentId, childIds) : undefined,
      ),
    )
    .orderBy(asc(enrolment.studentId))
    .limit(3);
  const [staff] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(like(accounts.username, 'teacher@%'))
    .limit(1);
  const today = todayIn('Asia/Kolkata');
  const at = (days: number) => addDays(today, days);
  const loan = (
    copy: number,
    studentId: number | undefined,
    from: number,
    due: number,
    back?: number,
  ) =>
    studentId === undefined
      ? []
      : [
          {
            tenantId,
            copyId: copyIds[copy]!,
            memberType: 'student' as const,
            studentId,
            issueDate: at(from),
            dueDate: at(due),
            returnedOn: back === undefined ? null : at(back),
            finePerDayPaise: 200,
          },
        ];
  const rows = [
    ...loan(0, child?.id, -5, 9),
    ...loan(3, child?.id, -40, -26, -28),
    ...loan(5, others[0]?.id, -3, 11),
    ...loan(7, others[1]?.id, -20, -6),
    ...loan(9, others[2]?.id, -30, -16, -12),
    ...(staff
      ? [
          {
            tenantId,
            copyId: copyIds[11]!,
            memberType: 'staff' as const,
            staffUserId: staff.id,
            issueDate: at(-2),
            dueDate: at(12),
            finePerDayPaise: 200,
          },
          // Returned two days late: a staff member's fine waits at the desk.
          {
            tenantId,
            copyId: copyIds[10]!,
            memberType: 'staff' as const,
            staffUserId: staff.id,
            issueDate: at(-25),
            dueDate: at(-11),
            returnedOn: at(-9),
            finePerDayPaise: 200,
          },
        ]
      : []),
  ];
  if (rows.length === 0) return;
  const inserted = await tx.insert(bookIssues).values(rows).returning();
  const fines = inserted.flatMap((row) => {
    if (row.returnedOn === null) return [];
    const terms = { dueDate: row.dueDate, returnedOn: row.returnedOn };
    const amountPaise = libraryFinePaise({ ...terms, finePerDayPaise: row.finePerDayPaise });
    if (amountPaise === 0) return [];
    const late = lateDays(terms.dueDate, terms.returnedOn);
    const status = row.studentId === null ? ('unpaid' as const) : ('posted' as const);
    return [{ tenantId, issueId: row.id, lateDays: late, amountPaise, status }];
  });
  if (fines.length) await tx.insert(libraryFines).values(fines);
  // A student's fine is a due of the fees ledger, as a return at the desk posts it.
  for (const fine of fines.filter((row) => row.status === 'posted')) {
    const row = inserted.find((issue) => issue.id === fine.issueId)!;
    await postFineToFees(tx, tenantId, {
      issueId: row.id,
      studentId: row.studentId!,
      copyId: row.copyId,
      amountPaise: fine.amountPaise,
      returnedOn: row.returnedOn!,
      returnedBy: null,
    });
  }
}
