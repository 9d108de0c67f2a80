import { Text } from '@mantine/core';
import {
  dryRunStudentImport,
  getStudentTemplate,
  importStudents,
  studentImportColumns,
} from '@shala/contracts';
import { useRefresh } from '../../../platform/api/use-refresh';
import { ImportWizard } from '../../../ui/import-wizard/components/import-wizard';
import type { ImportTarget } from '../../../ui/import-wizard/lib/import-target';
import { studentsKey } from '../api/student-keys';

const studentImportTarget: ImportTarget = {
  title: 'Import students',
  noun: ['student', 'students'],
  templateRoute: getStudentTemplate,
  templateName: 'students',
  dryRunRoute: dryRunStudentImport,
  importRoute: importStudents,
  columns: studentImportColumns,
  required: ['first_name', 'gender', 'date_of_birth', 'admission_date', 'class'],
  notes: [
    'Students join the class (and section, when the class has sections) of the current session, as named on Manage Classes and Manage Sections.',
    'At least one parent per student: father_, mother_ or guardian_ name with optional e-mail, mobile, occupation and qualification.',
    'Dates as DD-MM-YYYY or YYYY-MM-DD; gender as Male, Female or Other (M / F / O).',
    'A parent whose mobile or e-mail is already in the school is linked to the same account (brothers and sisters share it).',
  ],
  describeResult: (result) => (
    <Text size="sm" c="dimmed" maw={460}>
      {result.first_admission_no
        ? `Admission numbers ${result.first_admission_no} to ${result.last_admission_no} were issued. `
        : ''}
      New parent accounts get their first password by e-mail, or by SMS when they have no e-mail,
      within a few minutes.
    </Text>
  ),
};

/** The student import dialog; the student lists refresh once students were added. */
export function StudentImportWizard({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refresh = useRefresh(studentsKey);
  return (
    <ImportWizard
      target={studentImportTarget}
      opened={opened}
      onClose={onClose}
      onImported={refresh}
    />
  );
}
