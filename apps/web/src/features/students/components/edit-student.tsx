import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { useStudentQuery } from '../api/get-student';
import { useUpdateStudent } from '../api/update-student';
import { valuesFromStudent } from '../lib/student-form-values';
import { StudentForm } from './student-form';

const listPath = '/manage_student_details';

/** The admission form filled with a saved student; saving returns to the list. */
export function EditStudent({ studentId }: { studentId: number }) {
  const student = useStudentQuery(studentId);
  const update = useUpdateStudent();
  const navigate = useNavigate();
  const initialValues = useMemo(
    () => (student.data ? valuesFromStudent(student.data) : null),
    [student.data],
  );

  if (student.isError) {
    return (
      <Alert color="red" title="Student not found.">
        <Button component={Link} to={listPath} variant="light" mt="sm">
          Back to the list
        </Button>
      </Alert>
    );
  }
  if (!initialValues) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton height={220} radius="md" />
        <Skeleton height={120} radius="md" />
        <Skeleton height={260} radius="md" />
      </Stack>
    );
  }
  return (
    <StudentForm
      key={studentId}
      mode="edit"
      initialValues={initialValues}
      submitting={update.isPending}
      onSubmit={(body, form) =>
        update.mutate(
          { ...body, id: studentId },
          {
            onSuccess: () => navigate(listPath),
            onError: (error) => applyFieldErrors(form, error),
          },
        )
      }
      secondaryAction={() => (
        <Button component={Link} to={listPath} variant="default">
          CANCEL
        </Button>
      )}
    />
  );
}
