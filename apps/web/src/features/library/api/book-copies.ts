import { addBookCopies, listBookCopies } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { libraryKeys } from './library-keys';
import { useLibraryWrite } from './library-write';

/** `GET /api/school/library/book/:id/copies`: idle until a book is chosen. */
export function useBookCopiesQuery(bookId: number | null) {
  return useQuery({
    queryKey: libraryKeys.copies(bookId ?? 0),
    queryFn:
      bookId === null
        ? skipToken
        : ({ signal }) => apiCall(listBookCopies, { params: { id: bookId }, signal }),
  });
}

/** `POST /api/school/library/book/:id/copies`. */
export const useAddBookCopies = () =>
  useLibraryWrite((input: { bookId: number; copies: number }) =>
    apiCall(addBookCopies, { params: { id: input.bookId }, body: { copies: input.copies } }),
  );
