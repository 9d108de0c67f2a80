import { getSubjectsOptions, searchStudentsByClassAndSection } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { examsKey } from './exams-keys';

/** A class's subjects, for a paper's or a duty's subject select; idle without a class. */
export const classSubjectOptionsQueryOptions = (classId: number | null) =>
  routeQueryOptions(getSubjectsOptions, {
    key: [...examsKey, 'subjects', classId],
    input: classId === null ? null : { query: { class_id: classId } },
    silent: true,
  });

export const useClassSubjectOptionsQuery = (classId: number | null) =>
  useQuery(classSubjectOptionsQueryOptions(classId));

/** A class's students by roll number, for the staff's student picker; idle without a class. */
export const classStudentOptionsQueryOptions = (classId: number | null) =>
  routeQueryOptions(searchStudentsByClassAndSection, {
    key: [...examsKey, 'class-students', classId],
    input: classId === null ? null : { query: { class_id: classId } },
    silent: true,
  });

export const useClassStudentOptionsQuery = (classId: number | null) =>
  useQuery(classStudentOptionsQueryOptions(classId));
