import { type BodyOf, getLibrarySettings, updateLibrarySettings } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { libraryKeys } from './library-keys';
import { useLibraryWrite } from './library-write';

/** `GET /api/school/library/settings`: the fine per late day and the loan period. */
export function useLibrarySettingsQuery() {
  return useQuery({
    queryKey: libraryKeys.settings,
    queryFn: ({ signal }) => apiCall(getLibrarySettings, { signal }),
  });
}

/** `PUT /api/school/library/settings`. */
export const useUpdateLibrarySettings = () =>
  useLibraryWrite((body: BodyOf<typeof updateLibrarySettings>) =>
    apiCall(updateLibrarySettings, { body, silent: true }),
  );
