import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** The search box of a list. */
export function SearchInput({ value, onChange, placeholder }: SearchInputProps) {
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={80}
    />
  );
}
