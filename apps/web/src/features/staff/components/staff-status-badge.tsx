import { Badge, Stack, Tooltip } from '@mantine/core';
import type { StaffRow } from '@shala/contracts';

/** Active or Inactive, and whether the user has yet to choose a password. */
export function StaffStatusBadge({
  staff,
}: {
  staff: Pick<StaffRow, 'is_active' | 'invitation_pending'>;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color={staff.is_active ? 'teal' : 'gray'}>
        {staff.is_active ? 'Active' : 'Inactive'}
      </Badge>
      {staff.invitation_pending ? (
        <Tooltip label="Has not chosen a password yet" withArrow>
          <Badge variant="light" color="yellow" style={{ flexShrink: 0 }}>
            No password
          </Badge>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
