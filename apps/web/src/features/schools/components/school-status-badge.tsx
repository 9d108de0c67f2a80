import { Badge, type BadgeProps } from '@mantine/core';
import { type SchoolStatus, schoolStatusLabels } from '../lib/school-status';

/** Active in green, Suspended in red. */
export function SchoolStatusBadge({ status, ...props }: { status: SchoolStatus } & BadgeProps) {
  return (
    <Badge variant="light" color={status === 'ACTIVE' ? 'teal' : 'red'} {...props}>
      {schoolStatusLabels[status]}
    </Badge>
  );
}
