import { getSeatPlan, planSeatsRoute } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { examsKey } from './exams-keys';

export const seatPlanQueryOptions = (examTypeId: number | null) =>
  routeQueryOptions(getSeatPlan, {
    key: [...examsKey, 'seats', examTypeId],
    input: examTypeId === null ? null : { query: { exam_type_id: examTypeId } },
    silent: true,
  });

export const useSeatPlanQuery = (examTypeId: number | null) =>
  useQuery(seatPlanQueryOptions(examTypeId));

export const usePlanSeats = () =>
  useRouteMutation(planSeatsRoute, {
    notifySuccess: true,
    refreshes: [examsKey],
    refreshOn: 'settled',
  });
