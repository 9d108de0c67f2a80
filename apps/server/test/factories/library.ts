import { bookCategories, bookCopies, books } from '../../src/modules/library/tables.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';

let sequence = 0;

/** A book of a new category with `copies` copies (accession numbers unique per process). */
export async function buildBook(
  db: AppDb,
  tenantId: number,
  overrides: { title?: string; author?: string; isbn?: string | null; copies?: number } = {},
) {
  sequence += 1;
  return withPlatform(db, async (tx) => {
    const [category] = await tx
      .insert(bookCategories)
      .values({ tenantId, name: `Category ${process.pid}-${sequence}` })
      .returning();
    const [book] = await tx
      .insert(books)
      .values({
        tenantId,
        categoryId: category!.id,
        title: overrides.title ?? `Book ${sequence}`,
        author: overrides.author ?? `Author ${sequence}`,
        isbn: overrides.isbn === undefined ? null : overrides.isbn,
      })
      .returning();
    const copies = await tx
      .insert(bookCopies)
      .values(
        Array.from({ length: overrides.copies ?? 1 }, (_, index) => ({
          tenantId,
          bookId: book!.id,
          accessionNo: `T${sequence}-${index + 1}`,
        })),
      )
      .returning();
    return { category: category!, book: book!, copyIds: copies.map((copy) => copy.id) };
  });
}
