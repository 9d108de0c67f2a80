import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createSubjectBodySchema } from '@shala/contracts';
import type { Ref } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { FormCard } from '../../../ui/form-card';
import { useCreateSubject } from '../api/create-subject';
import { useUpdateSubject } from '../api/update-subject';
import type { SubjectRow } from './subject-table';

interface SubjectValues {
  subject_name: string;
  subject_code: string;
  is_optional: boolean;
}

const emptyValues: SubjectValues = { subject_name: '', subject_code: '', is_optional: false };

interface SubjectFormProps {
  /** The subject being edited; null adds a new one. */
  editing: SubjectRow | null;
  onDone: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** Add or edit a subject: name, optional short code, and whether students choose it. */
export function SubjectForm({ editing, onDone, ref }: SubjectFormProps) {
  const create = useCreateSubject();
  const update = useUpdateSubject();
  const form = useForm<SubjectValues>({
    initialValues: editing
      ? {
          subject_name: editing.subject_name,
          subject_code: editing.subject_code ?? '',
          is_optional: editing.is_optional === 1,
        }
      : emptyValues,
    validate: schemaValidator<SubjectValues>(createSubjectBodySchema),
  });

  const submit = form.onSubmit((values) => {
    const onError = (error: unknown) => applyFieldErrors(form, error);
    const body = { ...values, subject_code: values.subject_code.trim() || null };
    if (editing) update.mutate({ id: editing.id, ...body }, { onSuccess: onDone, onError });
    else create.mutate(body, { onSuccess: () => form.reset(), onError });
  });

  return (
    <FormCard
      ref={ref}
      title={editing ? 'Edit Subject' : 'Add Subject'}
      description="Choose which classes teach a subject on the Class Subjects page."
      editing={editing !== null}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onClear={() => form.setValues(emptyValues)}
      onCancel={onDone}
    >
      <TextInput
        label="Subject name"
        placeholder="e.g. Mathematics"
        withAsterisk
        maxLength={80}
        autoFocus={editing !== null}
        {...form.getInputProps('subject_name')}
      />
      <TextInput
        label="Subject code"
        placeholder="e.g. MAT"
        description="Optional: a short code for report cards and timetables."
        maxLength={20}
        {...form.getInputProps('subject_code')}
      />
      <Checkbox
        label="Optional subject"
        description="Students choose it (e.g. Computer), instead of every student taking it."
        {...form.getInputProps('is_optional', { type: 'checkbox' })}
      />
    </FormCard>
  );
}
