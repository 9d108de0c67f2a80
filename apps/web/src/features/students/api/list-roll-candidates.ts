import { listStudents } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { collectPages } from '../../../ui/data-table/collect-pages';
import type { ClassChoice } from '../lib/class-choice';
import { studentsKey } from './student-keys';

/** The most rows the list route gives per page. */
const fullPage = 100;

/**
 * Every active student of a class and section in the current session, with admission
 * dates: what the allocation preview orders. Pages through `GET /api/school/student`.
 */
export function useRollCandidatesQuery(choice: ClassChoice | null, enabled: boolean) {
  return useQuery({
    queryKey: [...studentsKey, 'roll-candidates', choice],
    queryFn:
      choice === null || !enabled
        ? skipToken
        : ({ signal }) =>
            collectPages((skip) =>
              apiCall(listStudents, {
                query: {
                  class_id: choice.classId,
                  section_id: choice.sectionId ?? undefined,
                  status: 'ACTIVE',
                  skip,
                  limit: fullPage,
                },
                signal,
              }),
            ),
  });
}
