import { type BodyOf, createBookCategory, updateBookCategory } from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { useLibraryWrite } from './library-write';

/** `POST /api/school/library/category`. */
export const useCreateBookCategory = () =>
  useLibraryWrite((body: BodyOf<typeof createBookCategory>) =>
    apiCall(createBookCategory, { body, silent: true }),
  );

/** `PUT /api/school/library/category`. */
export const useUpdateBookCategory = () =>
  useLibraryWrite((body: BodyOf<typeof updateBookCategory>) =>
    apiCall(updateBookCategory, { body, silent: true }),
  );
