import {
  type BookRow,
  type CopyRow,
  type CreateBookBody,
  libraryMessages as m,
  type UpdateBookBody,
} from '@shala/contracts';
import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { containing } from '../../platform/db/like.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { requireCategory } from './category-service.ts';
import { currentMembers, memberNameSql, staffOfIssue, studentOfIssue } from './member-queries.ts';
import { takeAccessionNumbers } from './settings-service.ts';
import { bookCategories, bookCopies, bookIssues, books } from './tables.ts';

const openIssue = and(
  eq(bookIssues.tenantId, bookCopies.tenantId),
  eq(bookIssues.copyId, bookCopies.id),
  isNull(bookIssues.returnedOn),
);

/** Title, author or ISBN containing the text (an ISBN typed with hyphens matches too). */
export function bookSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  const digits = search.replace(/[\s-]/g, '');
  return or(
    ilike(books.title, pattern),
    ilike(books.author, pattern),
    digits ? ilike(books.isbn, containing(digits)) : undefined,
  );
}

/** Books with their category and copy counts, for the given page of ids. */
async function presentBooks(scope: TenantScope, ids: number[]): Promise<BookRow[]> {
  const { tx, tenantId } = scope;
  if (ids.length === 0) return [];
  const copies = tx
    .select({
      bookId: bookCopies.bookId,
      total: sql<number>`count(*)::int`.as('total'),
      out: sql<number>`count(${bookIssues.id})::int`.as('out'),
    })
    .from(bookCopies)
    .leftJoin(bookIssues, openIssue)
    .where(and(eq(bookCopies.tenantId, tenantId), inArray(bookCopies.bookId, ids)))
    .groupBy(bookCopies.bookId)
    .as('copies');
  const rows = await tx
    .select({
      id: books.id,
      book_name: books.title,
      author: books.author,
      isbn: books.isbn,
      publisher: books.publisher,
      category_id: books.categoryId,
      category_name: bookCategories.name,
      copies_total: sql<number>`coalesce(${copies.total}, 0)`,
      copies_out: sql<number>`coalesce(${copies.out}, 0)`,
    })
    .from(books)
    .innerJoin(
      bookCategories,
      and(eq(bookCategories.tenantId, books.tenantId), eq(bookCategories.id, books.categoryId)),
    )
    .leftJoin(copies, eq(copies.bookId, books.id))
    .where(and(eq(books.tenantId, tenantId), inArray(books.id, ids)));
  const byId = new Map(
    rows.map(({ copies_out, ...row }) => [
      row.id,
      { ...row, copies_available: row.copies_total - copies_out },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of books by title, and how many match. */
export async function listBooks(
  scope: TenantScope,
  query: { search?: string; category_id?: number; skip: number; limit: number },
): Promise<{ list: BookRow[]; count: number }> {
  const { tx, tenantId } = scope;
  const where = and(
    eq(books.tenantId, tenantId),
    query.category_id ? eq(books.categoryId, query.category_id) : undefined,
    bookSearch(query.search),
  );
  const [page, [total]] = await Promise.all([
    tx
      .select({ id: books.id })
      .from(books)
      .where(where)
      .orderBy(asc(sql`lower(${books.title})`), asc(books.id))
      .offset(query.skip)
      .limit(query.limit),
    tx.select({ total: count() }).from(books).where(where),
  ]);
  return {
    list: await presentBooks(
      scope,
      page.map((row) => row.id),
    ),
    count: total?.total ?? 0,
  };
}

const columnsOf = (body: CreateBookBody | UpdateBookBody) => ({
  title: body.book_name,
  author: body.author,
  isbn: body.isbn,
  publisher: body.publisher,
  categoryId: body.category_id,
});

/** A book and its copies, numbered on from the school's last accession number. */
export async function createBook(scope: TenantScope, body: CreateBookBody): Promise<BookRow> {
  const { tx, tenantId } = scope;
  await requireCategory(scope, body.category_id);
  const [book] = await tx
    .insert(books)
    .values({ tenantId, ...columnsOf(body) })
    .returning({ id: books.id });
  await insertCopies(scope, book!.id, body.copies);
  return (await presentBooks(scope, [book!.id]))[0]!;
}

async function insertCopies(scope: TenantScope, bookId: number, copies: number) {
  const { tx, tenantId } = scope;
  const numbers = await takeAccessionNumbers(scope, copies);
  return tx
    .insert(bookCopies)
    .values(numbers.map((accessionNo) => ({ tenantId, bookId, accessionNo })))
    .returning({ id: bookCopies.id });
}

export async function updateBook(scope: TenantScope, body: UpdateBookBody): Promise<BookRow> {
  const { tx, tenantId } = scope;
  await requireBook(scope, body.id, { lock: true });
  await requireCategory(scope, body.category_id);
  await tx
    .update(books)
    .set(columnsOf(body))
    .where(and(eq(books.tenantId, tenantId), eq(books.id, body.id)));
  return (await presentBooks(scope, [body.id]))[0]!;
}

/** A book whose copies were never lent goes with its copies; a lent one keeps its history. */
export async function deleteBook(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  await requireBook(scope, id, { lock: true });
  const lent = tx
    .select({ id: bookIssues.id })
    .from(bookIssues)
    .innerJoin(
      bookCopies,
      and(eq(bookCopies.tenantId, bookIssues.tenantId), eq(bookCopies.id, bookIssues.copyId)),
    )
    .where(and(eq(bookIssues.tenantId, tenantId), eq(bookCopies.bookId, id)));
  const [used] = await tx
    .select({ yes: sql<number>`1` })
    .from(books)
    .where(and(eq(books.tenantId, tenantId), eq(books.id, id), exists(lent)));
  if (used) throw badRequest(m.bookHasIssues);
  await tx.delete(books).where(and(eq(books.tenantId, tenantId), eq(books.id, id)));
}

/**
 * The book exists; writers `lock` it against a concurrent edit or deletion (readers may not:
 * a GET's read-only transaction refuses a lock).
 */
async function requireBook(
  scope: TenantScope,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<void> {
  const { tx, tenantId } = scope;
  const query = tx
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.tenantId, tenantId), eq(books.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m.bookNotFound);
}

/** The copies of a book by accession number, with who has each one now. */
export async function listBookCopies(scope: TenantScope, bookId: number): Promise<CopyRow[]> {
  const { tx, tenantId } = scope;
  await requireBook(scope, bookId);
  const members = await currentMembers(scope);
  const rows = await tx
    .select({
      id: bookCopies.id,
      accession_no: bookCopies.accessionNo,
      issued_to: memberNameSql(members),
      due_date: bookIssues.dueDate,
    })
    .from(bookCopies)
    .leftJoin(bookIssues, openIssue)
    .leftJoin(members.enrolment, studentOfIssue(members))
    .leftJoin(members.staff, staffOfIssue(members))
    .where(and(eq(bookCopies.tenantId, tenantId), eq(bookCopies.bookId, bookId)))
    .orderBy(asc(sql`length(${bookCopies.accessionNo})`), asc(bookCopies.accessionNo));
  return rows;
}

export async function addBookCopies(
  scope: TenantScope,
  bookId: number,
  copies: number,
): Promise<CopyRow[]> {
  await requireBook(scope, bookId, { lock: true });
  await insertCopies(scope, bookId, copies);
  return listBookCopies(scope, bookId);
}
