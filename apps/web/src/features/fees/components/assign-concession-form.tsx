import { Button, Card, Group, Select, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { assignConcessionBodySchema, type ConcessionCategoryRow } from '@shala/contracts';
import { useState } from 'react';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { DateField } from '../../../ui/date-field';
import type { DateString } from '../../../ui/parse-typed-date';
import { SelectField } from '../../../ui/select-field';
import { useAssignConcession, useStudentSearchQuery } from '../api/concessions';

interface Props {
  sessionId: number | null;
  categories: ConcessionCategoryRow[];
}

interface ConcessionFields {
  student_id: string | null;
  category_id: string | null;
  approved_by: string;
  approved_on: DateString | null;
  remarks: string;
}

const empty: ConcessionFields = {
  student_id: null,
  category_id: null,
  approved_by: '',
  approved_on: null,
  remarks: '',
};

/** Gives a student a concession for the session, with who approved it and when. */
export function AssignConcessionForm({ sessionId, categories }: Props) {
  const [search, setSearch] = useState('');
  const form = useForm<ConcessionFields>({
    initialValues: empty,
    validate: schemaValidator(assignConcessionBodySchema.omit({ session_id: true })),
  });
  const students = useStudentSearchQuery(sessionId, search);
  const assign = useAssignConcession();
  const options = (students.data?.students ?? []).map((s) => ({
    value: String(s.student_id),
    label: `${s.student_name} (${s.admission_no})`,
  }));

  const submit = form.onSubmit((values) => {
    if (sessionId === null) return;
    assign.mutate(
      {
        student_id: Number(values.student_id),
        session_id: sessionId,
        category_id: Number(values.category_id),
        approved_by: values.approved_by.trim(),
        approved_on: values.approved_on ?? '',
        remarks: values.remarks.trim(),
      },
      { onSuccess: () => form.setFieldValue('student_id', null) },
    );
  });

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit}>
      <Title order={3} size="h4" mb="sm">
        Give a concession
      </Title>
      <Group align="flex-start" wrap="wrap" gap="sm">
        <Select
          label="Student"
          withAsterisk
          searchable
          placeholder="Type 2 letters of a name"
          nothingFoundMessage={
            search.trim().length < 2 ? 'Type to search' : 'No students available'
          }
          data={options}
          {...form.getInputProps('student_id')}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          style={{ flex: '1 1 240px' }}
        />
        <SelectField
          label="Concession"
          withAsterisk
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.getInputProps('category_id')}
          style={{ flex: '1 1 200px' }}
        />
        <TextInput
          label="Approved by"
          withAsterisk
          maxLength={100}
          {...form.getInputProps('approved_by')}
          style={{ flex: '1 1 160px' }}
        />
        <DateField
          label="Approved on"
          withAsterisk
          value={form.values.approved_on}
          onChange={(value) => form.setFieldValue('approved_on', value)}
          error={form.errors.approved_on}
        />
        <TextInput
          label="Remarks"
          maxLength={500}
          {...form.getInputProps('remarks')}
          style={{ flex: '2 1 240px' }}
        />
      </Group>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={assign.isPending}>
          Give concession
        </Button>
      </Group>
    </Card>
  );
}
