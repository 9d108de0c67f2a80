import { deleteBookCategory } from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { useLibraryWrite } from './library-write';

/** `DELETE /api/school/library/category/:id`; a refusal (it holds books) is toasted. */
export const useDeleteBookCategory = () =>
  useLibraryWrite((id: number) => apiCall(deleteBookCategory, { params: { id } }));
