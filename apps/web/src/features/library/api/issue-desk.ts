import {
  collectLibraryFine,
  issueBook,
  type MemberType,
  returnBook,
  searchAvailableCopies,
  searchLibraryMembers,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { libraryKey, libraryKeys } from './library-keys';

/** `GET /api/school/library/members`: students or staff by name, once the picker opens. */
export const memberSearchQueryOptions = (type: MemberType, search: string) =>
  routeQueryOptions(searchLibraryMembers, {
    key: libraryKeys.members(type, search),
    input: { query: { member_type: type, search: search || undefined } },
  });

export const useMemberSearchQuery = (type: MemberType, search: string, enabled: boolean) =>
  useQuery({ ...memberSearchQueryOptions(type, search), enabled });

/** `GET /api/school/library/available-copies`: copies on the shelf, once the picker opens. */
export const shelfSearchQueryOptions = (search: string) =>
  routeQueryOptions(searchAvailableCopies, {
    key: libraryKeys.shelf(search),
    input: { query: { search: search || undefined } },
  });

export const useShelfSearchQuery = (search: string, enabled: boolean) =>
  useQuery({ ...shelfSearchQueryOptions(search), enabled });

/** `POST /api/school/library/issue`; refusals show under the fields or as a toast. */
export const useIssueBook = () =>
  useRouteMutation(issueBook, { refreshes: [libraryKey], refreshOn: 'settled' });

/** `POST /api/school/library/return`. */
export const useReturnBook = () =>
  useRouteMutation(returnBook, { refreshes: [libraryKey], refreshOn: 'settled' });

/** `POST /api/school/library/fine/collect`. */
export const useCollectFine = () =>
  useRouteMutation(collectLibraryFine, {
    input: (issueId: number) => ({ body: { issue_id: issueId } }),
    refreshes: [libraryKey],
    refreshOn: 'settled',
  });
