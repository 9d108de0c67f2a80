import { Alert, Button, Drawer, Group, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useStudentQuery } from '../api/get-student';
import { StudentCertificates } from './student-certificates';
import { StudentDetails } from './student-details';
import { useCanOpen } from './use-can-open';
import { useLastValue } from './use-last-value';

interface StudentDrawerProps {
  studentId: number | null;
  onClose: () => void;
  /** The edit page of the student, when the user may edit. */
  editHref?: (studentId: number) => string;
}

/** A student's details beside the list; full screen on phones. */
export function StudentDrawer({ studentId, onClose, editHref }: StudentDrawerProps) {
  const student = useStudentQuery(useLastValue(studentId));
  const phone = useMediaQuery('(max-width: 36em)');
  const mayCertify = useCanOpen('/generate_student_transferCertificate');
  return (
    <Drawer
      opened={studentId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title="Student details"
      styles={{ title: { fontWeight: 700 } }}
    >
      {student.data ? (
        <Stack gap="lg">
          {editHref ? (
            <Group justify="flex-end">
              <Button
                component={Link}
                to={editHref(student.data.id)}
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                Edit
              </Button>
            </Group>
          ) : null}
          <StudentDetails student={student.data} />
          {mayCertify ? <StudentCertificates studentId={student.data.id} /> : null}
        </Stack>
      ) : student.isError ? (
        <Alert color="red">{student.error.message || 'Student not found.'}</Alert>
      ) : (
        <Stack gap="sm" aria-busy>
          <Skeleton height={28} width="60%" />
          <Skeleton height={16} width="40%" />
          <Skeleton height={120} />
          <Skeleton height={160} />
        </Stack>
      )}
    </Drawer>
  );
}
