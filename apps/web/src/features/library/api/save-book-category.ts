import { createBookCategory, updateBookCategory } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { libraryKey } from './library-keys';

/** `POST /api/school/library/category`. */
export const useCreateBookCategory = () =>
  useRouteMutation(createBookCategory, {
    silent: true,
    refreshes: [libraryKey],
    refreshOn: 'settled',
  });

/** `PUT /api/school/library/category`. */
export const useUpdateBookCategory = () =>
  useRouteMutation(updateBookCategory, {
    silent: true,
    refreshes: [libraryKey],
    refreshOn: 'settled',
  });
