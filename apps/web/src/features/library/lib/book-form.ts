import type { BookRow } from '@shala/contracts';

/** What the book form holds: the category stays null until chosen. */
export interface BookFields {
  book_name: string;
  author: string;
  isbn: string;
  publisher: string;
  category_id: number | null;
  copies: number | string;
}

export const emptyBookFields: BookFields = {
  book_name: '',
  author: '',
  isbn: '',
  publisher: '',
  category_id: null,
  copies: 1,
};

/** The form's values for a book being edited (copies are added from the copies list). */
export const bookFieldsOf = (row: BookRow): BookFields => ({
  book_name: row.book_name,
  author: row.author,
  isbn: row.isbn ?? '',
  publisher: row.publisher ?? '',
  category_id: row.category_id,
  copies: 1,
});
