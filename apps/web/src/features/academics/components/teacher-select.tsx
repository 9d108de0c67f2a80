import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SelectField } from '../../../ui/select-field';
import { useTeacherSearchQuery } from '../api/search-teachers';
import { toId } from '../lib/id-lists';
import { searchTextOf, teacherOptions } from '../lib/teacher-options';
import type { SlotTeacher } from '../lib/teacher-slots';

interface TeacherSelectProps {
  /** Accessible name, e.g. "Class teacher of 5 A". */
  label: string;
  /** Hide the label visually (inside a table row that already says what it is). */
  hideLabel?: boolean;
  teacher: SlotTeacher | null;
  saving: boolean;
  /** A teacher was picked, or (null) the choice was cleared. */
  onChange: (teacherId: number | null) => void;
}

// The server already matched the search: show its answer as it is.
const keepAll: OptionsFilter = ({ options }) => options;

/** A searchable teacher picker fed by the teachers lookup; searching starts when it opens. */
export function TeacherSelect({ label, hideLabel, teacher, saving, onChange }: TeacherSelectProps) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(searchTextOf(typed, teacher), 300);
  const teachers = useTeacherSearchQuery(search, opened);
  const options = teacherOptions(teachers.data ?? [], teacher);

  return (
    <SelectField
      label={hideLabel ? undefined : label}
      aria-label={label}
      searchable
      clearable
      placeholder="Select teacher..."
      data={options}
      filter={keepAll}
      value={teacher ? String(teacher.id) : null}
      onChange={(value) => {
        const id = toId(value);
        if (id !== (teacher?.id ?? null)) onChange(id);
      }}
      searchValue={typed}
      onSearchChange={setTyped}
      onDropdownOpen={() => setOpened(true)}
      loading={saving || (opened && teachers.isFetching && !teachers.data)}
      disabled={saving}
      miw={170}
    />
  );
}
