import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { updatedStudentSchema } from '@shala/contracts';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { useStudentQuery } from '../api/get-student';
import { useUpdateStudent } from '../api/update-student';
import { valuesFromStudent } from '../lib/student-form-values';
import { StudentForm } from './student-form';
import { StudentUpdated } from './student-updated';

const listPath = '/manage_student_details';

type UpdatedStudent = z.infer<typeof updatedStudentSchema>;

/**
 * The admission form filled with a saved student. Saving returns to the list, unless the edit
 * linked new parents: then their accounts are shown first (a first password only this once).
 */
export function EditStudent({ studentId }: { studentId: number }) {
  const student = useStudentQuery(studentId);
  const update = useUpdateStudent();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<UpdatedStudent | null>(null);
  const initialValues = useMemo(
    () => (student.data ? valuesFromStudent(student.data) : null),
    [student.data],
  );

  if (saved?.id === studentId) {
    return (
      <StudentUpdated
        studentName={saved.student_name}
        parentAccounts={saved.parent_accounts}
        listHref={listPath}
      />
    );
  }
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
            onSuccess: (result) => {
              if (result.parent_accounts.length) {
                setSaved(result);
                window.scrollTo({ top: 0 });
              } else navigate(listPath);
            },
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
