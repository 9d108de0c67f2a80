import {
  type BodyOf,
  collectLibraryFine,
  issueBook,
  type MemberType,
  returnBook,
  searchAvailableCopies,
  searchLibraryMembers,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { libraryKeys } from './library-keys';
import { useLibraryWrite } from './library-write';

/** `GET /api/school/library/members`: students or staff by name, once the picker opens. */
export function useMemberSearchQuery(type: MemberType, search: string, enabled: boolean) {
  return useQuery({
    queryKey: libraryKeys.members(type, search),
    queryFn: ({ signal }) =>
      apiCall(searchLibraryMembers, {
        query: { member_type: type, search: search || undefined },
        signal,
      }),
    enabled,
  });
}

/** `GET /api/school/library/available-copies`: copies on the shelf, once the picker opens. */
export function useShelfSearchQuery(search: string, enabled: boolean) {
  return useQuery({
    queryKey: libraryKeys.shelf(search),
    queryFn: ({ signal }) =>
      apiCall(searchAvailableCopies, { query: { search: search || undefined }, signal }),
    enabled,
  });
}

/** `POST /api/school/library/issue`; refusals show under the fields or as a toast. */
export const useIssueBook = () =>
  useLibraryWrite((body: BodyOf<typeof issueBook>) => apiCall(issueBook, { body }));

/** `POST /api/school/library/return`. */
export const useReturnBook = () =>
  useLibraryWrite((body: BodyOf<typeof returnBook>) => apiCall(returnBook, { body }));

/** `POST /api/school/library/fine/collect`. */
export const useCollectFine = () =>
  useLibraryWrite((issueId: number) =>
    apiCall(collectLibraryFine, { body: { issue_id: issueId } }),
  );
