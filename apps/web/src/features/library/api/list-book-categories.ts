import { listBookCategories } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { libraryKeys } from './library-keys';

/** `GET /api/school/library/categories`: every category of the school by name. */
export function useBookCategoriesQuery() {
  return useQuery({
    queryKey: libraryKeys.categories,
    queryFn: ({ signal }) => apiCall(listBookCategories, { signal }),
  });
}
