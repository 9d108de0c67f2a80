import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AvailableCopy } from '@shala/contracts';
import { useState } from 'react';
import { toId } from '../../../ui/lookups/to-id';
import { SelectField } from '../../../ui/select-field';
import { useShelfSearchQuery } from '../api/issue-desk';

interface CopySelectProps {
  value: AvailableCopy | null;
  onChange: (copy: AvailableCopy | null) => void;
  error?: string;
}

const keepAll: OptionsFilter = ({ options }) => options;
const labelOf = (copy: AvailableCopy) =>
  `${copy.accession_no} · ${copy.book_name} (${copy.author})`;

/** A copy on the shelf, found by accession number, title, author or ISBN. */
export function CopySelect({ value, onChange, error }: CopySelectProps) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(value && typed === labelOf(value) ? '' : typed.trim(), 300);
  const shelf = useShelfSearchQuery(search, opened);
  const options = [...(shelf.data ?? [])];
  if (value && !options.some((copy) => copy.copy_id === value.copy_id)) options.unshift(value);
  return (
    <SelectField
      label="Book (accession number)"
      placeholder="Accession no., title, author or ISBN"
      withAsterisk
      searchable
      clearable
      filter={keepAll}
      data={options.map((copy) => ({ value: String(copy.copy_id), label: labelOf(copy) }))}
      value={value ? String(value.copy_id) : null}
      onChange={(id) => onChange(options.find((copy) => copy.copy_id === toId(id)) ?? null)}
      searchValue={typed}
      onSearchChange={setTyped}
      onDropdownOpen={() => setOpened(true)}
      loading={opened && shelf.isFetching && !shelf.data}
      nothingFoundMessage="No copy on the shelf matches"
      error={error}
    />
  );
}
