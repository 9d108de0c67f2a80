import {
  actOnOutPass,
  cancelChildOutPass,
  issueOutPass,
  listChildOutPasses,
  listOutPasses,
  type OutPassActionBody,
  type OutPassStatus,
  outPassPageSize,
  requestOutPass,
} from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routePagesOptions, routeQueryOptions } from '../../../platform/api/route-query';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { hostelKey, hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel_out_pass`: the warden's desk, newest first, 20 a page. */
export const outPassesQueryOptions = (status: OutPassStatus | null) =>
  routePagesOptions(listOutPasses, {
    key: hostelKeys.outPasses({ status }),
    input: (skip) => ({
      query: { skip, limit: outPassPageSize, ...(status ? { status } : {}) },
    }),
    nextPage: nextSkip,
  });

export const useOutPassesQuery = (status: OutPassStatus | null) =>
  useInfiniteQuery({ ...outPassesQueryOptions(status), placeholderData: keepPreviousData });

/** `GET /api/school/hostel_out_pass/child`: a child's passes (the parent's page). */
export const childOutPassesQueryOptions = (studentId: number | null) =>
  routeQueryOptions(listChildOutPasses, {
    key: hostelKeys.childOutPasses(studentId),
    input: studentId === null ? null : { query: { user_id: studentId } },
  });

export const useChildOutPassesQuery = (studentId: number | null) =>
  useQuery(childOutPassesQueryOptions(studentId));

/** `POST /api/school/hostel_out_pass`: the warden issues a pass; refusals show under fields. */
export const useIssueOutPass = () =>
  useRouteMutation(issueOutPass, { silent: true, refreshes: [hostelKey], refreshOn: 'settled' });

/** `POST /api/school/hostel_out_pass/request`: a parent asks; refusals show under fields. */
export const useRequestOutPass = () =>
  useRouteMutation(requestOutPass, { silent: true, refreshes: [hostelKey], refreshOn: 'settled' });

/** `PUT /api/school/hostel_out_pass/:id`: approve, reject, out, returned or cancel. */
export const useActOnOutPass = () =>
  useRouteMutation(actOnOutPass, {
    input: ({ id, ...body }: OutPassActionBody & { id: number }) => ({ params: { id }, body }),
    notifySuccess: true,
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });

/** `PUT /api/school/hostel_out_pass/:id/cancel`: a parent withdraws their request. */
export const useCancelChildOutPass = () =>
  useRouteMutation(cancelChildOutPass, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });
