import { addBookCopies, listBookCopies } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { libraryKey, libraryKeys } from './library-keys';

/** `GET /api/school/library/book/:id/copies`: idle until a book is chosen. */
export const bookCopiesQueryOptions = (bookId: number | null) =>
  routeQueryOptions(listBookCopies, {
    key: libraryKeys.copies(bookId ?? 0),
    input: bookId === null ? null : { params: { id: bookId } },
  });

export const useBookCopiesQuery = (bookId: number | null) =>
  useQuery(bookCopiesQueryOptions(bookId));

/** `POST /api/school/library/book/:id/copies`. */
export const useAddBookCopies = () =>
  useRouteMutation(addBookCopies, {
    input: ({ bookId, copies }: { bookId: number; copies: number }) => ({
      params: { id: bookId },
      body: { copies },
    }),
    refreshes: [libraryKey],
    refreshOn: 'settled',
  });
