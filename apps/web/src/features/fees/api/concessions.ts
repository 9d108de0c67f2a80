import {
  assignStudentConcession,
  createConcessionCategory,
  deleteConcessionCategory,
  listConcessionCategories,
  listStudentConcessions,
  removeStudentConcession,
  searchStudents,
  updateConcessionCategory,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { feeKeys, feesKey } from './fee-keys';

export const concessionCategoriesQueryOptions = () =>
  routeQueryOptions(listConcessionCategories, { key: feeKeys.categories });

export const useConcessionCategoriesQuery = () => useQuery(concessionCategoriesQueryOptions());

/** Adds a concession category; the server's message is the toast. */
export const useCreateConcessionCategory = () =>
  useRouteMutation(createConcessionCategory, { notifySuccess: true, refreshes: [feesKey] });

/** Changes a concession category; the server's message is the toast. */
export const useUpdateConcessionCategory = () =>
  useRouteMutation(updateConcessionCategory, { notifySuccess: true, refreshes: [feesKey] });

export const useDeleteConcessionCategory = () =>
  useRouteMutation(deleteConcessionCategory, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [feesKey],
    refreshOn: 'settled',
  });

export const studentConcessionsQueryOptions = (sessionId: number | null) =>
  routeQueryOptions(listStudentConcessions, {
    key: [...feeKeys.studentConcessions, sessionId],
    input: sessionId === null ? null : { query: { session_id: sessionId } },
  });

export const useStudentConcessionsQuery = (sessionId: number | null) =>
  useQuery(studentConcessionsQueryOptions(sessionId));

export const useAssignConcession = () =>
  useRouteMutation(assignStudentConcession, { notifySuccess: true, refreshes: [feesKey] });

export const useRemoveConcession = () =>
  useRouteMutation(removeStudentConcession, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [feesKey],
    refreshOn: 'settled',
  });

/** Students of a session by name or admission number (the roster's picker; up to 50). */
export const studentSearchQueryOptions = (sessionId: number | null, searchBy: string) =>
  routeQueryOptions(searchStudents, {
    key: [...feesKey, 'student-search', sessionId, searchBy],
    input:
      sessionId !== null && searchBy.trim().length >= 2
        ? { query: { session_id: sessionId, searchBy: searchBy.trim() } }
        : null,
    silent: true,
  });

export const useStudentSearchQuery = (sessionId: number | null, searchBy: string) =>
  useQuery(studentSearchQueryOptions(sessionId, searchBy));
