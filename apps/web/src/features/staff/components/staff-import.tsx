import { Text } from '@mantine/core';
import {
  dryRunStaffImport,
  getStaffTemplate,
  importStaff,
  staffImportColumns,
} from '@shala/contracts';
import { useRefresh } from '../../../platform/api/use-refresh';
import { ImportWizard } from '../../../ui/import-wizard/components/import-wizard';
import type { ImportTarget } from '../../../ui/import-wizard/lib/import-target';
import { staffKey } from '../api/staff-keys';

const staffImportTarget: ImportTarget = {
  title: 'Import staff',
  noun: ['staff member', 'staff members'],
  templateRoute: getStaffTemplate,
  templateName: 'staff',
  dryRunRoute: dryRunStaffImport,
  importRoute: importStaff,
  columns: staffImportColumns,
  required: ['full_name', 'username', 'mobile', 'role', 'gender'],
  notes: [
    'role: the role as named on User Roles (e.g. Teacher); Parent is not a staff role.',
    'designation: optional; when the role has designations mapped, one of those.',
    'Dates as DD-MM-YYYY or YYYY-MM-DD; gender as Male, Female or Other (M / F / O).',
    'User names, e-mails and mobiles must be new to the school and appear once in the file.',
  ],
  describeResult: () => (
    <Text size="sm" c="dimmed" maw={460}>
      The new accounts have no password yet. Each person chooses one with Forgot password on the
      sign-in page, or you send them an invitation from the user list.
    </Text>
  ),
};

/** The staff import dialog; the user list refreshes once people were added. */
export function StaffImportWizard({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refresh = useRefresh(staffKey);
  return (
    <ImportWizard
      target={staffImportTarget}
      opened={opened}
      onClose={onClose}
      onImported={refresh}
    />
  );
}
