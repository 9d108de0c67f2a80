import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ResidentKind } from '@shala/contracts';
import { useState } from 'react';
import { SelectField } from '../../../ui/select-field';
import { useResidentSearchQuery } from '../api/allocation-desk';

interface ResidentSelectProps {
  sessionId: number | null;
  kind: ResidentKind;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}

// The server already matched the search: show its answer as it is.
const keepAll: OptionsFilter = ({ options }) => options;

/** A student or staff member of the session without a bed, searched by name. */
export function ResidentSelect({ sessionId, kind, value, onChange, error }: ResidentSelectProps) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(value ? '' : typed.trim(), 300);
  const residents = useResidentSearchQuery(sessionId, kind, search);
  return (
    <SelectField
      label={kind === 'student' ? 'Student' : 'Staff'}
      placeholder="Type a name..."
      withAsterisk
      searchable
      clearable
      filter={keepAll}
      data={(residents.data ?? []).map((r) => ({
        value: String(r.id),
        label: [r.name, r.detail, r.gender].filter(Boolean).join(' · '),
      }))}
      value={value}
      onChange={onChange}
      searchValue={typed}
      onSearchChange={setTyped}
      loading={residents.isFetching && !residents.data}
      error={error}
    />
  );
}
