import { Button, Card, Group, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createDesignationBodySchema } from '@shala/contracts';
import { useEffect } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { useCreateDesignation } from '../api/create-designation';
import { useUpdateDesignation } from '../api/update-designation';
import type { Designation } from '../lib/role-options';

interface DesignationFormProps {
  /** The designation being renamed; a new one without it. */
  editing: Designation | null;
  onDone: () => void;
}

interface Values {
  designation_name: string;
}

/** The inline card above the list: ADD a designation, or UPDATE the one being edited. */
export function DesignationForm({ editing, onDone }: DesignationFormProps) {
  const create = useCreateDesignation();
  const update = useUpdateDesignation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { designation_name: '' },
    validate: schemaValidator<Values>(createDesignationBodySchema),
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    setValues({ designation_name: editing?.designation_name ?? '' });
    resetDirty();
    clearErrors();
  }, [editing, setValues, resetDirty, clearErrors]);

  const finish = () => {
    form.reset();
    onDone();
  };
  const submit = form.onSubmit((values) => {
    const name = values.designation_name.trim();
    const handlers = {
      onSuccess: finish,
      onError: (error: unknown) => applyFieldErrors(form, error),
    };
    if (editing) update.mutate({ id: editing.id, designation_name: name }, handlers);
    else create.mutate({ designation_name: name }, handlers);
  });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={editing ? 'Edit designation' : 'Add designation'}
    >
      <Title order={2} size="h5" mb="sm">
        {editing ? `Edit designation: ${editing.designation_name}` : 'Add designation'}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Designation"
            placeholder="e.g. PGT, Head Clerk, Lab Assistant"
            withAsterisk
            maxLength={80}
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('designation_name')}
          />
          <Group gap="sm" mt={{ base: 0, xs: 25 }} wrap="nowrap">
            {editing ? (
              <Button variant="default" onClick={finish}>
                CANCEL
              </Button>
            ) : (
              <Button variant="default" onClick={() => form.reset()}>
                CLEAR
              </Button>
            )}
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? 'UPDATE' : 'ADD'}
            </Button>
          </Group>
        </Group>
      </form>
    </Card>
  );
}
