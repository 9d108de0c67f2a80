import { Modal, Stack, Table, Text } from '@mantine/core';
import type { StaffRow } from '@shala/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '../../../ui/format-date';
import { StaffStatusBadge } from './staff-status-badge';
import { useLatestItem } from './use-latest-item';

const orNa = (value: string | null) => value || 'N/A';

function detailsOf(staff: StaffRow): Array<[string, ReactNode]> {
  return [
    ['User name', staff.username],
    ['Role', staff.role_name],
    ['Designation', orNa(staff.designation_name)],
    ['Mobile', orNa(staff.mobile)],
    ['E-mail', orNa(staff.email)],
    ['Gender', orNa(staff.gender)],
    ['Employee code', orNa(staff.employee_code)],
    ['Joining date', formatDate(staff.joining_date)],
    ['Date of birth', formatDate(staff.date_of_birth)],
    ['Qualification', orNa(staff.qualification)],
    ['Address', orNa(staff.address)],
    ['Status', <StaffStatusBadge key="status" staff={staff} />],
    ['Added on', formatDate(staff.created_at)],
  ];
}

/** A staff user's record, read-only, in a dialog opened from the list. */
export function StaffDetailsModal({
  staff,
  onClose,
}: {
  staff: StaffRow | null;
  onClose: () => void;
}) {
  const shown = useLatestItem(staff);
  return (
    <Modal
      opened={staff !== null}
      onClose={onClose}
      title={shown?.full_name}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {shown ? (
        <Stack gap="xs">
          <Table variant="vertical" layout="fixed" verticalSpacing={6} aria-label="Staff details">
            <Table.Tbody>
              {detailsOf(shown).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={{ base: 120, xs: 150 }} fw={600} fz="sm">
                    {label}
                  </Table.Th>
                  <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {shown.invitation_pending ? (
            <Text size="xs" c="dimmed">
              This user has not chosen a password yet. Send an invitation from the list, or they can
              use Forgot password on the sign-in page.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
