import { Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { EditStudent } from '../components/edit-student';
import { StudentDirectory } from '../components/student-directory';
import { useCanOpen } from '../components/use-can-open';
import { toId } from '../lib/class-choice';

const listPath = '/manage_student_details';
const editHref = (studentId: number) => `${listPath}/${studentId}`;

/**
 * /manage_student_details: the student list with edit; /manage_student_details/:studentId
 * edits one student's details, parents, and class and section in the current session.
 */
export function ManageStudentsPage() {
  const studentId = toId(useParams().studentId);
  const canAdmit = useCanOpen('/student_admission');

  if (studentId !== null) {
    return (
      <Stack gap={0} maw={1100}>
        <PageHeader
          title="Edit Student"
          description="A parent switched off is unlinked from this student; a new class clears the roll number."
          back={{ to: listPath, label: 'Manage Students' }}
        />
        <EditStudent studentId={studentId} />
      </Stack>
    );
  }
  return (
    <Stack gap={0} maw={1400}>
      <PageHeader
        title="Manage Students"
        description="Find a student and edit their details, parents, class or section."
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
      <StudentDirectory editHref={editHref} canImport={canAdmit} />
    </Stack>
  );
}
