import { Anchor, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { AccessGroup } from './access-tree';
import { describePages } from './access-tree';

interface RolePagesProps {
  groups: readonly AccessGroup[];
  pageIds: readonly number[];
  roleName: string;
}

/** A role's pages, folded until asked for: "Show pages" opens the list by group. */
export function RolePages({ groups, pageIds, roleName }: RolePagesProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const described = describePages(groups, pageIds);
  if (described.length === 0) return <Text c="dimmed">No pages</Text>;
  return (
    <Stack gap={6} align="flex-start">
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${open ? 'Hide' : 'Show'} pages of ${roleName}`}
      >
        {open ? 'Hide pages' : 'Show pages'}
      </Anchor>
      {open ? (
        <Stack gap={4} id={listId}>
          {described.map(({ group, pages }) => (
            <Text key={group} size="sm">
              <Text span fw={600}>
                {group}:
              </Text>{' '}
              {pages.join(', ')}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
