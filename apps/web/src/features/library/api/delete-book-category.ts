import { deleteBookCategory } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { libraryKey } from './library-keys';

/** `DELETE /api/school/library/category/:id`; a refusal (it holds books) is toasted. */
export const useDeleteBookCategory = () =>
  useRouteMutation(deleteBookCategory, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [libraryKey],
    refreshOn: 'settled',
  });
