import { listBookCategories } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { libraryKeys } from './library-keys';

/** `GET /api/school/library/categories`: every category of the school by name. */
export const bookCategoriesQueryOptions = () =>
  routeQueryOptions(listBookCategories, { key: libraryKeys.categories });

export const useBookCategoriesQuery = () => useQuery(bookCategoriesQueryOptions());
