import { listOutstandingLibraryItems } from '../library/index.ts';
import type { DuesProvider } from './dues-providers.ts';

/** Library: books not returned, and fines still owed at the desk (a student's go to the fees). */
export const libraryDuesProvider: DuesProvider = {
  name: 'Library',
  async listDues(scope, studentId) {
    const items = await listOutstandingLibraryItems(scope.tx, scope.tenantId, studentId);
    return items.map((item) => ({
      source: 'Library',
      label:
        item.kind === 'book'
          ? `Book not returned: ${item.book_name} (${item.accession_no}), due ${item.due_date}`
          : `Library fine: ${item.book_name} (${item.accession_no})`,
      amount: item.kind === 'book' ? null : item.amount,
    }));
  },
};
