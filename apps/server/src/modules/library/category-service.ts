import { type CategoryRow, libraryMessages as m } from '@shala/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { bookCategories, books } from './tables.ts';

/** The school's categories by name, with their book counts (one grouped query). */
export async function listBookCategories(scope: TenantScope): Promise<CategoryRow[]> {
  const { tx, tenantId } = scope;
  const counts = tx
    .select({ categoryId: books.categoryId, total: count().as('total') })
    .from(books)
    .where(eq(books.tenantId, tenantId))
    .groupBy(books.categoryId)
    .as('counts');
  const rows = await tx
    .select({
      id: bookCategories.id,
      name: bookCategories.name,
      book_count: sql<number>`coalesce(${counts.total}, 0)::int`,
    })
    .from(bookCategories)
    .leftJoin(counts, eq(counts.categoryId, bookCategories.id))
    .where(eq(bookCategories.tenantId, tenantId))
    .orderBy(asc(sql`lower(${bookCategories.name})`), asc(bookCategories.id));
  return rows;
}

const exists = () => badRequest(m.categoryExists, 'name');

export async function createBookCategory(scope: TenantScope, name: string): Promise<CategoryRow> {
  const { tx, tenantId } = scope;
  const [row] = await refuseConflicts(
    () => tx.insert(bookCategories).values({ tenantId, name }).returning(),
    { unique: exists },
  );
  return { id: row!.id, name: row!.name, book_count: 0 };
}

export async function updateBookCategory(
  scope: TenantScope,
  body: { id: number; name: string },
): Promise<CategoryRow> {
  const { tx, tenantId } = scope;
  const [row] = await refuseConflicts(
    () =>
      tx
        .update(bookCategories)
        .set({ name: body.name })
        .where(and(eq(bookCategories.tenantId, tenantId), eq(bookCategories.id, body.id)))
        .returning(),
    { unique: exists },
  );
  if (!row) throw notFound(m.categoryNotFound);
  const [books] = await countBooks(tx, tenantId, row.id);
  return { id: row.id, name: row.name, book_count: books?.total ?? 0 };
}

const countBooks = (tx: Tx, tenantId: number, categoryId: number) =>
  tx
    .select({ total: count() })
    .from(books)
    .where(and(eq(books.tenantId, tenantId), eq(books.categoryId, categoryId)));

/** A category that still holds books is kept (its books would lose their shelf). */
export async function deleteBookCategory(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const [held] = await countBooks(tx, tenantId, id);
  const [row] = await tx
    .select({ id: bookCategories.id })
    .from(bookCategories)
    .where(and(eq(bookCategories.tenantId, tenantId), eq(bookCategories.id, id)));
  if (!row) throw notFound(m.categoryNotFound);
  if ((held?.total ?? 0) > 0) throw badRequest(m.categoryHasBooks);
  await refuseConflicts(
    () =>
      tx
        .delete(bookCategories)
        .where(and(eq(bookCategories.tenantId, tenantId), eq(bookCategories.id, id))),
    { foreignKey: () => badRequest(m.categoryHasBooks) },
  );
}

/** 404 unless the category is the school's. */
export async function requireCategory(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select({ id: bookCategories.id })
    .from(bookCategories)
    .where(and(eq(bookCategories.tenantId, tenantId), eq(bookCategories.id, id)));
  if (!row) throw notFound(m.categoryNotFound);
}
