import {
  actOnOutPass,
  type CreateOutPassBody,
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
import { apiCall } from '../../../platform/api/api-client';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { hostelKeys } from './hostel-keys';
import { useHostelWrite } from './hostel-write';

/** `GET /api/school/hostel_out_pass`: the warden's desk, newest first, 20 a page. */
export const useOutPassesQuery = (status: OutPassStatus | null) =>
  useInfiniteQuery({
    queryKey: hostelKeys.outPasses({ status }),
    queryFn: ({ pageParam, signal }) =>
      apiCall(listOutPasses, {
        query: { skip: pageParam, limit: outPassPageSize, ...(status ? { status } : {}) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    placeholderData: keepPreviousData,
  });

/** `GET /api/school/hostel_out_pass/child`: a child's passes (the parent's page). */
export const useChildOutPassesQuery = (studentId: number | null) =>
  useQuery({
    queryKey: hostelKeys.childOutPasses(studentId),
    queryFn: ({ signal }) =>
      apiCall(listChildOutPasses, { query: { user_id: studentId! }, signal }),
    enabled: studentId !== null,
  });

/** `POST /api/school/hostel_out_pass`: the warden issues a pass; refusals show under fields. */
export const useIssueOutPass = () =>
  useHostelWrite((body: CreateOutPassBody) => apiCall(issueOutPass, { body, silent: true }));

/** `POST /api/school/hostel_out_pass/request`: a parent asks; refusals show under fields. */
export const useRequestOutPass = () =>
  useHostelWrite((body: CreateOutPassBody) => apiCall(requestOutPass, { body, silent: true }));

/** `PUT /api/school/hostel_out_pass/:id`: approve, reject, out, returned or cancel. */
export const useActOnOutPass = () =>
  useHostelWrite(({ id, ...body }: OutPassActionBody & { id: number }) =>
    apiCall(actOnOutPass, { params: { id }, body, notifySuccess: true }),
  );

/** `PUT /api/school/hostel_out_pass/:id/cancel`: a parent withdraws their request. */
export const useCancelChildOutPass = () =>
  useHostelWrite((id: number) =>
    apiCall(cancelChildOutPass, { params: { id }, notifySuccess: true }),
  );
