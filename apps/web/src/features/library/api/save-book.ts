import { type BodyOf, createBook, deleteBook, updateBook } from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { useLibraryWrite } from './library-write';

/** `POST /api/school/library/book`: the book and its copies. */
export const useCreateBook = () =>
  useLibraryWrite((body: BodyOf<typeof createBook>) => apiCall(createBook, { body, silent: true }));

/** `PUT /api/school/library/book`. */
export const useUpdateBook = () =>
  useLibraryWrite((body: BodyOf<typeof updateBook>) => apiCall(updateBook, { body, silent: true }));

/** `DELETE /api/school/library/book/:id`; a refusal (it was lent) is toasted. */
export const useDeleteBook = () =>
  useLibraryWrite((id: number) => apiCall(deleteBook, { params: { id } }));
