import { SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ListFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  /** The selects beside the search box. */
  children?: ReactNode;
  columns?: number;
}

/** The filter row above a list: a search box and selects, stacked on phones. */
export function ListFilters({
  search,
  onSearchChange,
  searchPlaceholder,
  children,
  columns = 2,
}: ListFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" mb="md">
      <TextInput
        label="Search"
        placeholder={searchPlaceholder}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        maxLength={100}
      />
      {children}
    </SimpleGrid>
  );
}
