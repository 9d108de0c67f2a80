import { listSubjects } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { academicsPageSize } from '../lib/paging';
import { academicsKeys } from './academics-keys';

export interface SubjectFilters {
  search: string;
  /** Only optional (true) or only compulsory (false) subjects; all when null. */
  optional: boolean | null;
}

/** `GET /api/school/subject`: subjects by name, searched and filtered, page after page. */
export const subjectsQueryOptions = ({ search, optional }: SubjectFilters) =>
  routePagesOptions(listSubjects, {
    key: [...academicsKeys.subjects, 'list', { search, optional }],
    input: (skip) => ({
      query: {
        search: search || undefined,
        is_optional: optional ?? undefined,
        skip,
        limit: academicsPageSize,
      },
    }),
    nextPage: nextSkip,
  });

export const useSubjectsQuery = (filters: SubjectFilters) =>
  useInfiniteQuery({ ...subjectsQueryOptions(filters), placeholderData: keepPreviousData });
