import { Badge } from '@mantine/core';
import type { StudentStatus } from '../lib/student-filters';
import { studentStatusColors, studentStatusLabels } from '../lib/student-status';

export function StudentStatusBadge({ status }: { status: StudentStatus }) {
  return (
    <Badge color={studentStatusColors[status]} variant="light" radius="sm">
      {studentStatusLabels[status]}
    </Badge>
  );
}
