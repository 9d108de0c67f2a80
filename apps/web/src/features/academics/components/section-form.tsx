import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createSectionBodySchema } from '@shala/contracts';
import type { Ref } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { FormCard } from '../../../ui/form-card';
import { useCreateSection } from '../api/create-section';
import { useUpdateSection } from '../api/update-section';

interface SectionValues {
  section_name: string;
}

interface SectionFormProps {
  /** The section being edited; null adds a new one. */
  editing: { id: number; section_name: string } | null;
  onDone: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** Add or rename a section (A, B, Rose...); names are unique in the school. */
export function SectionForm({ editing, onDone, ref }: SectionFormProps) {
  const create = useCreateSection();
  const update = useUpdateSection();
  const form = useForm<SectionValues>({
    initialValues: { section_name: editing?.section_name ?? '' },
    validate: schemaValidator<SectionValues>(createSectionBodySchema),
  });

  const submit = form.onSubmit((values) => {
    const onError = (error: unknown) => applyFieldErrors(form, error);
    if (editing) update.mutate({ id: editing.id, ...values }, { onSuccess: onDone, onError });
    else create.mutate(values, { onSuccess: () => form.reset(), onError });
  });

  return (
    <FormCard
      ref={ref}
      title={editing ? 'Edit Section' : 'Add Section'}
      description="Sections divide a class, e.g. A and B. Choose each class's sections on the Class & Section page."
      editing={editing !== null}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onClear={() => form.setValues({ section_name: '' })}
      onCancel={onDone}
    >
      <TextInput
        label="Section name"
        placeholder="e.g. A"
        withAsterisk
        maxLength={20}
        autoFocus={editing !== null}
        {...form.getInputProps('section_name')}
      />
    </FormCard>
  );
}
