import { checkerRoutes, getStaffUsers, setterRoutes } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { examsKey } from './exams-keys';

export type DutyKind = 'setter' | 'checker';
const routesOf = (kind: DutyKind) => (kind === 'setter' ? setterRoutes : checkerRoutes);

/** The question setters or paper checkers of an exam (all exams without one). */
export const dutiesQueryOptions = (kind: DutyKind, examTypeId: number | null) =>
  routeQueryOptions(routesOf(kind).list, {
    key: [...examsKey, 'duties', kind, examTypeId],
    input: { query: { exam_type_id: examTypeId ?? undefined } },
    silent: true,
  });

export const useDutiesQuery = (kind: DutyKind, examTypeId: number | null) =>
  useQuery(dutiesQueryOptions(kind, examTypeId));

export const useSaveDuty = (kind: DutyKind) =>
  useRouteMutation(routesOf(kind).save, {
    silent: true,
    refreshes: [examsKey],
    refreshOn: 'settled',
  });

export const useDeleteDuty = (kind: DutyKind) =>
  useRouteMutation(routesOf(kind).remove, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [examsKey],
    refreshOn: 'settled',
  });

/** The school's staff, for the teacher select. */
export const staffOptionsQueryOptions = () =>
  routeQueryOptions(getStaffUsers, { key: [...examsKey, 'staff'], silent: true });

export const useStaffOptionsQuery = () =>
  useQuery({ ...staffOptionsQueryOptions(), staleTime: 5 * 60_000 });
