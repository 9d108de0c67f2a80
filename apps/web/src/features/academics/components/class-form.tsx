import { NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ClassRow } from '@shala/contracts';
import type { Ref } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { FormCard } from '../../../ui/form-card';
import { useCreateClass } from '../api/create-class';
import { useUpdateClass } from '../api/update-class';
import {
  type ClassFormValues,
  classFormValues,
  toClassFields,
  validateClassForm,
} from '../lib/class-form';

interface ClassFormProps {
  /** The class being edited; null adds a new one. */
  editing: ClassRow | null;
  onDone: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** Add or edit a class: its name and its place in the promotion order. */
export function ClassForm({ editing, onDone, ref }: ClassFormProps) {
  const create = useCreateClass();
  const update = useUpdateClass();
  const form = useForm<ClassFormValues>({
    initialValues: classFormValues(editing),
    validate: (values) => validateClassForm(values, editing !== null),
  });

  const submit = form.onSubmit((values) => {
    const onError = (error: unknown) => applyFieldErrors(form, error);
    const fields = toClassFields(values);
    if (editing) {
      update.mutate(
        { id: editing.id, class_name: fields.class_name, position: fields.position ?? 0 },
        { onSuccess: onDone, onError },
      );
    } else {
      create.mutate(fields, { onSuccess: () => form.reset(), onError });
    }
  });

  return (
    <FormCard
      ref={ref}
      title={editing ? 'Edit Class' : 'Add Class'}
      description="At the start of a new session, students move from each class to the next one in this order."
      editing={editing !== null}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onClear={() => form.setValues({ class_name: '', position: '' })}
      onCancel={onDone}
    >
      <TextInput
        label="Class name"
        placeholder="e.g. 1, LKG, Nursery"
        withAsterisk
        maxLength={50}
        autoFocus={editing !== null}
        {...form.getInputProps('class_name')}
      />
      <NumberInput
        label="Position"
        description={
          editing
            ? 'Lower positions come first in the promotion order.'
            : 'Leave empty to put the class after the last one.'
        }
        placeholder={editing ? undefined : 'After the last class'}
        withAsterisk={editing !== null}
        min={0}
        max={10000}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('position')}
      />
    </FormCard>
  );
}
