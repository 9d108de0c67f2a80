import { Button, Card, Group, Select, TextInput, Title } from '@mantine/core';
import { type ConcessionCategoryRow, feeMessages } from '@shala/contracts';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../ui/date-field';
import type { DateString } from '../../../ui/parse-typed-date';
import { SelectField } from '../../../ui/select-field';
import { useAssignConcession, useStudentSearchQuery } from '../api/concessions';

interface Props {
  sessionId: number | null;
  categories: ConcessionCategoryRow[];
}

/** Gives a student a concession for the session, with who approved it and when. */
export function AssignConcessionForm({ sessionId, categories }: Props) {
  const [search, setSearch] = useState('');
  const [studentId, setStudentId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [approvedBy, setApprovedBy] = useState('');
  const [approvedOn, setApprovedOn] = useState<DateString | null>(null);
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const students = useStudentSearchQuery(sessionId, search);
  const assign = useAssignConcession();
  const options = (students.data?.students ?? []).map((s) => ({
    value: String(s.student_id),
    label: `${s.student_name} (${s.admission_no})`,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!studentId) found.student_id = feeMessages.selectStudent;
    if (!categoryId) found.category_id = feeMessages.selectCategory;
    if (!approvedBy.trim()) found.approved_by = feeMessages.enterApprover;
    if (!approvedOn) found.approved_on = feeMessages.enterApprovedOn;
    setErrors(found);
    if (Object.keys(found).length || sessionId === null) return;
    assign.mutate(
      {
        student_id: Number(studentId),
        session_id: sessionId,
        category_id: Number(categoryId),
        approved_by: approvedBy.trim(),
        approved_on: approvedOn!,
        remarks: remarks.trim(),
      },
      { onSuccess: () => setStudentId(null) },
    );
  };

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
          value={studentId}
          onChange={setStudentId}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          error={errors.student_id}
          style={{ flex: '1 1 240px' }}
        />
        <SelectField
          label="Concession"
          withAsterisk
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId}
          onChange={setCategoryId}
          error={errors.category_id}
          style={{ flex: '1 1 200px' }}
        />
        <TextInput
          label="Approved by"
          withAsterisk
          maxLength={100}
          value={approvedBy}
          onChange={(e) => setApprovedBy(e.currentTarget.value)}
          error={errors.approved_by}
          style={{ flex: '1 1 160px' }}
        />
        <DateField
          label="Approved on"
          withAsterisk
          value={approvedOn}
          onChange={setApprovedOn}
          error={errors.approved_on}
        />
        <TextInput
          label="Remarks"
          maxLength={500}
          value={remarks}
          onChange={(e) => setRemarks(e.currentTarget.value)}
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
