import { Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/page-header';
import { StudentDirectory } from '../components/student-directory';
import { useCanOpen } from '../components/use-can-open';

const editHref = (studentId: number) => `/manage_student_details/${studentId}`;

/**
 * /student: the students of a session the user may see (a teacher: their classes'), searched
 * and filtered, with a details drawer.
 */
export function StudentListPage() {
  const canAdmit = useCanOpen('/student_admission');
  const canEdit = useCanOpen('/manage_student_details');
  return (
    <Stack gap={0} maw={1400}>
      <PageHeader
        title="Students"
        description="Search by name or admission number; open a student for parents and class history."
        actions={
          canAdmit
            ? [
                {
                  to: '/student_admission',
                  label: 'Admit student',
                  icon: <IconUserPlus size={16} />,
                },
              ]
            : []
        }
      />
      <StudentDirectory editHref={canEdit ? editHref : undefined} canImport={canAdmit} />
    </Stack>
  );
}
