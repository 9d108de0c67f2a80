import { Button, Stack } from '@mantine/core';
import type { admissionResultSchema } from '@shala/contracts';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { PageHeader } from '../../../ui/page-header';
import { useAdmitStudent } from '../api/admit-student';
import { AdmissionSuccess } from '../components/admission-success';
import { StudentForm } from '../components/student-form';
import { useCanOpen } from '../components/use-can-open';
import { newAdmissionValues } from '../lib/student-form-values';

type AdmissionResult = z.infer<typeof admissionResultSchema>;

/** /student_admission: admit a student into a class of the current session with parents. */
export function StudentAdmissionPage() {
  const admit = useAdmitStudent();
  const [admitted, setAdmitted] = useState<AdmissionResult | null>(null);
  const [formKey, setFormKey] = useState(0);
  const canList = useCanOpen('/student');

  const admitAnother = () => {
    setAdmitted(null);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader
        title="Student Admission"
        description="Admit a student into a class of the current session, with their parents."
        actions={
          canList ? [{ to: '/student', label: 'Students', icon: <IconUsers size={16} /> }] : []
        }
      />
      {admitted ? (
        <AdmissionSuccess
          result={admitted}
          onAdmitAnother={admitAnother}
          viewHref={canList ? `/student?view=${admitted.student_id}` : null}
        />
      ) : (
        <StudentForm
          key={formKey}
          mode="admit"
          initialValues={newAdmissionValues()}
          submitting={admit.isPending}
          onSubmit={(body, form) =>
            admit.mutate(body, {
              onSuccess: (result) => {
                setAdmitted(result);
                window.scrollTo({ top: 0 });
              },
              onError: (error) => applyFieldErrors(form, error),
            })
          }
          secondaryAction={(form) => (
            <Button variant="default" onClick={() => form.reset()} disabled={admit.isPending}>
              CLEAR
            </Button>
          )}
        />
      )}
    </Stack>
  );
}
