import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MemberOption, MemberType } from '@shala/contracts';
import { useState } from 'react';
import { toId } from '../../../ui/lookups/to-id';
import { SelectField } from '../../../ui/select-field';
import { useMemberSearchQuery } from '../api/issue-desk';

interface MemberSelectProps {
  type: MemberType;
  value: MemberOption | null;
  onChange: (member: MemberOption | null) => void;
  error?: string;
}

// The server already matched the search: show its answer as it is.
const keepAll: OptionsFilter = ({ options }) => options;

const labelOf = (member: MemberOption) =>
  [member.name, member.detail, member.roll_number ? `Roll ${member.roll_number}` : null]
    .filter(Boolean)
    .join(' · ');

/** A searchable student or staff picker (by name), fed by the library's member search. */
export function MemberSelect({ type, value, onChange, error }: MemberSelectProps) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(value && typed === labelOf(value) ? '' : typed.trim(), 300);
  const members = useMemberSearchQuery(type, search, opened);
  const options = [...(members.data ?? [])];
  if (value && !options.some((member) => member.id === value.id)) options.unshift(value);
  return (
    <SelectField
      label={type === 'student' ? 'Student' : 'Staff Member'}
      placeholder="Type a name..."
      withAsterisk
      searchable
      clearable
      filter={keepAll}
      data={options.map((member) => ({ value: String(member.id), label: labelOf(member) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(options.find((member) => member.id === toId(id)) ?? null)}
      searchValue={typed}
      onSearchChange={setTyped}
      onDropdownOpen={() => setOpened(true)}
      loading={opened && members.isFetching && !members.data}
      error={error}
    />
  );
}
