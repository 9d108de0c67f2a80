import { Button, Group, SimpleGrid } from '@mantine/core';
import { taskMessages } from '@shala/contracts';
import { useState } from 'react';
import { DateField } from '../../../ui/date-field';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { toId } from '../../../ui/lookups/to-id';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import type { TaskSearch } from '../api/list-tasks';
import { taskTypeOptions } from '../lib/task-form';

const searchByOptions = [
  { value: 'created_date', label: 'Created date' },
  { value: 'submission_date', label: 'Submission date' },
];

interface TaskSearchFormProps {
  /** Parents: task type and a date (given or due that day). */
  parent: boolean;
  /** The search the list opened on, shown in the fields. */
  initial?: TaskSearch | null;
  onSearch: (search: TaskSearch) => void;
}

/** The search of /view_task (§5: Task Type and Search by required; parents a Date). */
export function TaskSearchForm({ parent, initial = null, onSearch }: TaskSearchFormProps) {
  const asText = (value: unknown) => (value ? String(value) : null);
  const [type, setType] = useState<string | null>(initial?.type ?? null);
  const [classId, setClassId] = useState<string | null>(asText(initial?.class_id));
  const [sectionId, setSectionId] = useState<string | null>(asText(initial?.section_id));
  const [searchBy, setSearchBy] = useState<string | null>(initial ? 'created_date' : null);
  const [date, setDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const search = () => {
    const found: Record<string, string> = {};
    if (!type) found.type = taskMessages.typeRequired;
    if (!parent && !searchBy) found.searchBy = taskMessages.searchByRequired;
    if (parent && !date) found.date = taskMessages.dateRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    const query: TaskSearch = { type: type as TaskSearch['type'] };
    if (parent) query.date = date ?? undefined;
    else {
      query.class_id = toId(classId) ?? undefined;
      query.section_id = toId(sectionId) ?? undefined;
      if (date && searchBy) query[searchBy as 'created_date' | 'submission_date'] = date;
    }
    onSearch(query);
  };

  return (
    <SectionCard title="Search Tasks">
      <SimpleGrid cols={{ base: 1, sm: parent ? 2 : 3 }} spacing="md">
        <SelectField
          label="Task Type"
          withAsterisk
          data={taskTypeOptions}
          value={type}
          onChange={setType}
          error={errors.type}
        />
        {parent ? null : (
          <>
            <ClassSectionFields
              taughtOnly
              clearable
              classId={classId}
              sectionId={sectionId}
              onClassChange={(value) => {
                setClassId(value);
                setSectionId(null);
              }}
              onSectionChange={setSectionId}
            />
            <SelectField
              label="Search by"
              withAsterisk
              data={searchByOptions}
              value={searchBy}
              onChange={setSearchBy}
              error={errors.searchBy}
            />
          </>
        )}
        <DateField
          label="Date"
          withAsterisk={parent}
          value={date}
          onChange={setDate}
          error={errors.date}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button onClick={search}>Search</Button>
      </Group>
    </SectionCard>
  );
}
