import { getLibrarySettings, updateLibrarySettings } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { libraryKey, libraryKeys } from './library-keys';

/** `GET /api/school/library/settings`: the fine per late day and the loan period. */
export const librarySettingsQueryOptions = () =>
  routeQueryOptions(getLibrarySettings, { key: libraryKeys.settings });

export const useLibrarySettingsQuery = () => useQuery(librarySettingsQueryOptions());

/** `PUT /api/school/library/settings`. */
export const useUpdateLibrarySettings = () =>
  useRouteMutation(updateLibrarySettings, {
    silent: true,
    refreshes: [libraryKey],
    refreshOn: 'settled',
  });
