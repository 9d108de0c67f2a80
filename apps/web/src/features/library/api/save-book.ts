import { createBook, deleteBook, updateBook } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { libraryKey } from './library-keys';

/** `POST /api/school/library/book`: the book and its copies. */
export const useCreateBook = () =>
  useRouteMutation(createBook, { silent: true, refreshes: [libraryKey], refreshOn: 'settled' });

/** `PUT /api/school/library/book`. */
export const useUpdateBook = () =>
  useRouteMutation(updateBook, { silent: true, refreshes: [libraryKey], refreshOn: 'settled' });

/** `DELETE /api/school/library/book/:id`; a refusal (it was lent) is toasted. */
export const useDeleteBook = () =>
  useRouteMutation(deleteBook, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [libraryKey],
    refreshOn: 'settled',
  });
