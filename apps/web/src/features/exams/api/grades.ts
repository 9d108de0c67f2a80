import { getGradeScale, saveGradeScale } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { examsKey } from './exams-keys';

export const gradeScaleQueryOptions = () =>
  routeQueryOptions(getGradeScale, { key: [...examsKey, 'grades'], silent: true });

export const useGradeScaleQuery = () => useQuery(gradeScaleQueryOptions());

export const useSaveGradeScale = () =>
  useRouteMutation(saveGradeScale, {
    notifySuccess: true,
    refreshes: [examsKey],
    refreshOn: 'settled',
  });
