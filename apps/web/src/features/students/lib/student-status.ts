import type { StudentStatus } from './student-filters';

export const studentStatusLabels: Record<StudentStatus, string> = {
  ACTIVE: 'Active',
  DISCONTINUED: 'Discontinued',
  PASSED_OUT: 'Passed out',
};

export const studentStatusColors: Record<StudentStatus, string> = {
  ACTIVE: 'teal',
  DISCONTINUED: 'red',
  PASSED_OUT: 'gray',
};

/** Parent type 1, 2, 3 in words. */
export const parentTypeLabels: Record<number, string> = {
  1: 'Father',
  2: 'Mother',
  3: 'Local Guardian',
};
