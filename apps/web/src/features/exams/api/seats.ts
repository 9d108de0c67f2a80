import { type BodyOf, getSeatPlan, planSeatsRoute } from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { examsKey } from './exams-keys';

export function useSeatPlanQuery(examTypeId: number | null) {
  return useQuery({
    queryKey: [...examsKey, 'seats', examTypeId],
    enabled: examTypeId !== null,
    queryFn: ({ signal }) =>
      apiCall(getSeatPlan, { query: { exam_type_id: examTypeId! }, signal, silent: true }),
  });
}

export function usePlanSeats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof planSeatsRoute>) =>
      apiCall(planSeatsRoute, { body, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}
