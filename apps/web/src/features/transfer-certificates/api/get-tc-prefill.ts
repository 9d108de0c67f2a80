import { getTcPrefill } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { tcKey } from './tc-keys';

/** `GET /api/school/transfer_certificate/student/{id}`: the prefilled form and the no-dues check. */
export const tcPrefillQueryOptions = (studentId: number | null) =>
  routeQueryOptions(getTcPrefill, {
    key: [...tcKey, 'prefill', studentId],
    input: studentId === null ? null : { params: { student_id: studentId } },
  });

export const useTcPrefillQuery = (studentId: number | null) =>
  useQuery(tcPrefillQueryOptions(studentId));
