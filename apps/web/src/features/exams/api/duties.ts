import { type BodyOf, checkerRoutes, getStaffUsers, setterRoutes } from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { examsKey } from './exams-keys';

export type DutyKind = 'setter' | 'checker';
const routesOf = (kind: DutyKind) => (kind === 'setter' ? setterRoutes : checkerRoutes);

export function useDutiesQuery(kind: DutyKind, examTypeId: number | null) {
  return useQuery({
    queryKey: [...examsKey, 'duties', kind, examTypeId],
    queryFn: ({ signal }) =>
      apiCall(routesOf(kind).list, {
        query: { exam_type_id: examTypeId ?? undefined },
        signal,
        silent: true,
      }),
  });
}

export function useSaveDuty(kind: DutyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof setterRoutes.save>) =>
      apiCall(routesOf(kind).save, { body, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}

export function useDeleteDuty(kind: DutyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall(routesOf(kind).remove, { params: { id }, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}

/** The school's staff, for the teacher select. */
export function useStaffOptionsQuery() {
  return useQuery({
    queryKey: [...examsKey, 'staff'],
    queryFn: ({ signal }) => apiCall(getStaffUsers, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
