import { previewNewSession } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { academicsKeys } from './academics-keys';

/**
 * `GET /api/school/new_session`: what starting the next session would create, copy and
 * promote. Idle until asked; always fresh, since students change all year.
 */
export const newSessionPreviewQueryOptions = (copyTeachers: boolean, enabled: boolean) =>
  routeQueryOptions(previewNewSession, {
    key: [...academicsKeys.preview, { copyTeachers }],
    input: enabled ? { query: { copy_teacher_allocations: copyTeachers } } : null,
  });

export const useNewSessionPreviewQuery = (copyTeachers: boolean, enabled: boolean) =>
  useQuery({ ...newSessionPreviewQueryOptions(copyTeachers, enabled), staleTime: 0 });
