import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SelectField } from '../../../ui/select-field';
import { useRecipientSearchQuery } from '../api/search-recipients';
import type { recipientSearchOf } from '../lib/message-form';
import { type Recipient, recipientOptions, searchTextOf } from '../lib/recipients';

interface RecipientSelectProps {
  /** Teachers, or parents of one type. */
  scope: NonNullable<ReturnType<typeof recipientSearchOf>>;
  /** The person chosen, or null for everyone of the audience. */
  value: Recipient | null;
  onChange: (person: Recipient | null) => void;
  error?: string;
}

// The server already matched the search: show its answer as it is.
const keepAll: OptionsFilter = ({ options }) => options;

/** "Search by Name": a searchable picker fed by the users lookup; searching starts when it opens. */
export function RecipientSelect({ scope, value, onChange, error }: RecipientSelectProps) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState(value?.full_name ?? '');
  const [search] = useDebouncedValue(searchTextOf(typed, value), 300);
  const found = useRecipientSearchQuery(scope, search, opened);
  const people = found.data ?? [];

  return (
    <SelectField
      label="Search by Name"
      description="Optional: pick one person, or leave empty to send to everyone above."
      searchable
      clearable
      placeholder="Type a name..."
      data={recipientOptions(people, value)}
      filter={keepAll}
      value={value ? String(value.user_id) : null}
      onChange={(id) => {
        const person = people.find((item) => String(item.user_id) === id) ?? null;
        onChange(id === null ? null : (person ?? value));
      }}
      searchValue={typed}
      onSearchChange={setTyped}
      onDropdownOpen={() => setOpened(true)}
      loading={opened && found.isFetching && !found.data}
      error={error}
    />
  );
}
