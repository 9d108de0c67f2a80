import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { SelectField, type SelectFieldProps } from '../../../ui/select-field';
import { useSchoolQuery } from '../api/get-school';
import { useSchoolOptionsQuery } from '../api/list-schools';

interface SchoolPickerProps
  extends Omit<SelectFieldProps, 'data' | 'value' | 'onChange' | 'searchValue'> {
  value: number | null;
  onChange: (schoolId: number | null) => void;
}

/** A searchable select of schools; the server does the searching, by name or subdomain. */
export function SchoolPicker({ value, onChange, ...props }: SchoolPickerProps) {
  const [search, setSearch] = useState('');
  const selected = useSchoolQuery(value, { silent: true }).data?.school;
  // While the box shows the chosen school's name, list every school, not just that one.
  const typed = selected && search === selected.school_name ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 300);
  const options = useSchoolOptionsQuery(debounced);

  const data = useMemo(() => {
    const rows = options.data?.list ?? [];
    const list = rows.map((school) => ({ value: String(school.id), label: school.school_name }));
    if (selected && !rows.some((school) => school.id === selected.id)) {
      list.unshift({ value: String(selected.id), label: selected.school_name });
    }
    return list;
  }, [options.data, selected]);

  return (
    <SelectField
      {...props}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The list is already the server's matches (subdomains too): filter nothing more.
      filter={({ options: shown }) => shown}
      loading={options.isPending}
    />
  );
}
