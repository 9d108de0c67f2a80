import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createIncidentBodySchema,
  disciplineMessages,
  type IncidentRow,
  updateIncidentBodySchema,
} from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { useClassStudentsQuery } from '../../../ui/lookups/list-class-students';
import { toId } from '../../../ui/lookups/to-id';
import { SelectField } from '../../../ui/select-field';
import { useCreateIncident, useUpdateIncident } from '../api/discipline-api';

interface IncidentFields {
  class_id: string | null;
  section_id: string | null;
  student_id: string | null;
  incident_type: string;
  incident_date: string | null;
  consequences: string;
  incident_details: string;
}

const empty: IncidentFields = {
  class_id: null,
  section_id: null,
  student_id: null,
  incident_type: '',
  incident_date: null,
  consequences: '',
  incident_details: '',
};

const fieldsOf = (row: IncidentRow): IncidentFields => ({
  ...empty,
  incident_type: row.incident_type,
  incident_date: row.incident_date,
  consequences: row.consequences,
  incident_details: row.incident_details,
});

interface IncidentFormProps {
  /** The incident being updated ('Update Incident'); null adds one. */
  editing?: IncidentRow | null;
  onSaved?: () => void;
}

/** Add Incident, and Update Incident (type, date, consequences, details) of one row. */
export function IncidentForm({ editing = null, onSaved }: IncidentFormProps) {
  const create = useCreateIncident();
  const update = useUpdateIncident();
  const schema = editing ? updateIncidentBodySchema : createIncidentBodySchema;
  const form = useForm<IncidentFields>({
    initialValues: editing ? fieldsOf(editing) : empty,
    validate: (values) => schemaValidator<object>(schema)(bodyOf(values, editing)),
  });
  const students = useClassStudentsQuery(toId(form.values.class_id), toId(form.values.section_id));
  const done = (message: string) => () => {
    toast.success(message);
    if (!editing) form.setValues(empty);
    onSaved?.();
  };
  const submit = form.onSubmit((values) => {
    const onError = (error: unknown) => applyFieldErrors(form, error);
    if (editing)
      update.mutate(updateIncidentBodySchema.parse(bodyOf(values, editing)), {
        onSuccess: done(disciplineMessages.updated),
        onError,
      });
    else
      create.mutate(createIncidentBodySchema.parse(bodyOf(values, null)), {
        onSuccess: done(disciplineMessages.created),
        onError,
      });
  });
  return (
    <FormCard
      title={editing ? 'Update Incident' : 'Add Incident'}
      editing={editing !== null}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onCancel={onSaved}
      onClear={() => {
        form.setValues(editing ? fieldsOf(editing) : empty);
        form.clearErrors();
      }}
    >
      {editing ? null : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ClassSectionFields
            required
            classId={form.values.class_id}
            sectionId={form.values.section_id}
            onClassChange={(value) =>
              form.setValues({ class_id: value, section_id: null, student_id: null })
            }
            onSectionChange={(value) => form.setValues({ section_id: value, student_id: null })}
            classError={form.errors.class_id as string | undefined}
            sectionError={form.errors.section_id as string | undefined}
          />
          <SelectField
            label="Student"
            withAsterisk
            searchable
            loading={students.isFetching}
            data={(students.data ?? []).map((s) => ({
              value: String(s.student_id),
              label: s.student_name,
            }))}
            {...form.getInputProps('student_id')}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Incident Type"
          withAsterisk
          maxLength={100}
          {...form.getInputProps('incident_type')}
        />
        <DateField
          label="Incident Date"
          withAsterisk
          value={form.values.incident_date}
          onChange={(value) => form.setFieldValue('incident_date', value)}
          error={form.errors.incident_date}
        />
      </SimpleGrid>
      <Textarea
        label="Consequences"
        withAsterisk
        autosize
        minRows={2}
        {...form.getInputProps('consequences')}
      />
      <Textarea
        label="Details"
        withAsterisk
        autosize
        minRows={3}
        {...form.getInputProps('incident_details')}
      />
    </FormCard>
  );
}

function bodyOf(values: IncidentFields, editing: IncidentRow | null) {
  const text = {
    incident_type: values.incident_type,
    incident_date: values.incident_date ?? '',
    consequences: values.consequences,
    incident_details: values.incident_details,
  };
  if (editing) return { id: editing.id, ...text };
  return {
    ...text,
    class_id: values.class_id ?? undefined,
    section_id: values.section_id ?? undefined,
    student_id: values.student_id ?? undefined,
  };
}
