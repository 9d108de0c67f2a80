import { previewNewSession } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKeys } from './academics-keys';

/**
 * `GET /api/school/new_session`: what starting the next session would create, copy and
 * promote. Idle until asked; always fresh, since students change all year.
 */
export function useNewSessionPreviewQuery(copyTeachers: boolean, enabled: boolean) {
  return useQuery({
    queryKey: [...academicsKeys.preview, { copyTeachers }],
    queryFn: enabled
      ? ({ signal }) =>
          apiCall(previewNewSession, {
            query: { copy_teacher_allocations: copyTeachers },
            signal,
          })
      : skipToken,
    staleTime: 0,
  });
}
