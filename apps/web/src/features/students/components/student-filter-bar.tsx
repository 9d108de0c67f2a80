import { SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { SelectField } from '../../../ui/select-field';
import { anyStatus, type StudentFilters, type writeFilter } from '../lib/student-filters';
import { studentStatusLabels } from '../lib/student-status';

const statusOptions = [
  ...Object.entries(studentStatusLabels).map(([value, label]) => ({ value, label })),
  { value: anyStatus, label: 'All' },
];

interface StudentFilterBarProps {
  search: string;
  onSearchChange: (value: string) => void;
  filters: Omit<StudentFilters, 'search'>;
  onFilterChange: (name: Parameters<typeof writeFilter>[1], value: string | null) => void;
}

/** Search by name or admission number, then session, class, section and status. */
export function StudentFilterBar({
  search,
  onSearchChange,
  filters,
  onFilterChange,
}: StudentFilterBarProps) {
  const idText = (id: number | null) => (id === null ? null : String(id));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md" mb="md">
      <TextInput
        label="Search"
        placeholder="Name or admission no."
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        maxLength={100}
      />
      <SessionSelect
        value={filters.sessionId}
        onChange={(id) => onFilterChange('session', idText(id))}
      />
      <ClassSectionFields
        clearable
        classLabel="Class"
        sessionId={filters.sessionId}
        classId={idText(filters.classId)}
        sectionId={idText(filters.sectionId)}
        onClassChange={(value) => onFilterChange('class', value)}
        onSectionChange={(value) => onFilterChange('section', value)}
      />
      <SelectField
        label="Status"
        data={statusOptions}
        allowDeselect={false}
        value={filters.status ?? anyStatus}
        onChange={(value) => onFilterChange('status', value)}
      />
    </SimpleGrid>
  );
}
