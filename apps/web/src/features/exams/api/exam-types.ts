import { createExamType, deleteExamType, listExamTypes, updateExamType } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { examsKey } from './exams-keys';

/** `GET /examination/GetAllExamType`: the school's exam types. */
export const examTypesQueryOptions = () =>
  routeQueryOptions(listExamTypes, { key: [...examsKey, 'types'], silent: true });

export const useExamTypesQuery = () =>
  useQuery({ ...examTypesQueryOptions(), select: (data) => data.examTypes });

/** Adds an exam type; field errors show under the fields. */
export const useCreateExamType = () =>
  useRouteMutation(createExamType, { silent: true, refreshes: [examsKey], refreshOn: 'settled' });

/** Changes an exam type; field errors show under the fields. */
export const useUpdateExamType = () =>
  useRouteMutation(updateExamType, { silent: true, refreshes: [examsKey], refreshOn: 'settled' });

export const useDeleteExamType = () =>
  useRouteMutation(deleteExamType, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [examsKey],
    refreshOn: 'settled',
  });
