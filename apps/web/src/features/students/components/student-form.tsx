import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type AdmissionBody, admissionBodySchema, studentMessages } from '@shala/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { ClassSectionFields, useClassHasSections } from '../../../ui/lookups/class-section-fields';
import { useCurrentSessionQuery } from '../../../ui/lookups/get-current-session';
import { type StudentFormValues, sectionError, toAdmissionBody } from '../lib/student-form-values';
import { FormSection } from './form-section';
import { ParentCard } from './parent-card';
import { StudentFields } from './student-fields';

export type StudentForm = UseFormReturnType<StudentFormValues>;

interface StudentFormProps {
  initialValues: StudentFormValues;
  mode: 'admit' | 'edit';
  submitting: boolean;
  onSubmit: (body: AdmissionBody, form: StudentForm) => void;
  /** The buttons left of submit: CLEAR (admit) or CANCEL (edit). */
  secondaryAction: (form: StudentForm) => ReactNode;
}

const checkBody = schemaValidator<AdmissionBody>(admissionBodySchema);

/**
 * The student, the class and section of the current session, and the parents: the same
 * form admits a student and edits one. Rules and messages are those of contracts.
 */
export function StudentForm({
  initialValues,
  mode,
  submitting,
  onSubmit,
  secondaryAction,
}: StudentFormProps) {
  const hasSectionsRef = useRef<boolean | null>(null);
  const form = useForm<StudentFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => ({
      ...checkBody(toAdmissionBody(values, hasSectionsRef.current)),
      ...sectionError(values, hasSectionsRef.current),
    }),
  });
  const hasSections = useClassHasSections(form.values.class_id);
  hasSectionsRef.current = hasSections;
  const session = useCurrentSessionQuery();
  const noSession = session.data !== undefined && session.data.id === null;
  const parentError = form.errors.father;

  const submit = form.onSubmit(
    (values) => onSubmit(toAdmissionBody(values, hasSectionsRef.current), form),
    () => {
      // Show the first problem: the browser scrolls the invalid input into view.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    },
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={mode === 'admit' ? 'Student admission' : 'Edit student'}
    >
      <Stack gap="lg">
        {noSession ? (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
            {studentMessages.noCurrentSession}
          </Alert>
        ) : null}
        <FormSection title="Student" description="As written in the birth certificate.">
          <Stack mt="md">
            <StudentFields form={form} />
          </Stack>
        </FormSection>
        <FormSection
          title="Class & Section"
          description={
            session.data?.currentSession
              ? `In the current session, ${session.data.currentSession}.`
              : 'In the current session.'
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" mt="md">
            <ClassSectionFields
              required
              classId={form.values.class_id}
              sectionId={form.values.section_id}
              onClassChange={(value) => {
                form.setFieldValue('class_id', value);
                form.setFieldValue('section_id', null);
              }}
              onSectionChange={(value) => form.setFieldValue('section_id', value)}
              classError={form.errors.class_id as string | undefined}
              sectionError={form.errors.section_id as string | undefined}
            />
          </SimpleGrid>
        </FormSection>
        <Stack gap="sm" component="section" aria-label="Parents">
          <div>
            <Title order={2} size="h4">
              Parents
            </Title>
            <Text size="sm" c="dimmed">
              At least one of father, mother or local guardian. A parent with a mobile or e-mail
              gets a parent account: the user name is the mobile (else the e-mail); the first
              password is e-mailed, or shown here after saving when there is no e-mail.
            </Text>
          </div>
          {parentError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {parentError}
            </Alert>
          ) : null}
          <ParentCard form={form} parentKey="father" editing={mode === 'edit'} />
          <ParentCard form={form} parentKey="mother" copyFrom="father" editing={mode === 'edit'} />
          <ParentCard
            form={form}
            parentKey="local_guardian"
            copyFrom="father"
            editing={mode === 'edit'}
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          {secondaryAction(form)}
          <Button type="submit" loading={submitting} disabled={noSession}>
            {mode === 'admit' ? 'ADMIT STUDENT' : 'SAVE CHANGES'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
