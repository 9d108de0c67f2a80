import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSetRoleDesignations } from '../api/set-role-designations';
import type { Designation } from '../lib/role-options';

interface RoleDesignationEditorProps {
  roleId: number;
  roleName: string;
  /** Every designation of the school. */
  designations: readonly Designation[];
  /** The ids mapped to the role now. */
  savedIds: readonly number[];
  canAddDesignations: boolean;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** One role's designations as checkboxes, saved together. */
export function RoleDesignationEditor({
  roleId,
  roleName,
  designations,
  savedIds,
  canAddDesignations,
}: RoleDesignationEditorProps) {
  const saved = useMemo(() => savedIds.map(String), [savedIds]);
  const [checked, setChecked] = useState<string[]>(saved);
  const [search, setSearch] = useState('');
  const save = useSetRoleDesignations();
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? designations.filter((item) => item.designation_name.toLowerCase().includes(needle))
    : designations;
  const changed = !sameIds(checked, saved);

  if (designations.length === 0) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Text size="sm">
          The school has no designations yet.{' '}
          {canAddDesignations ? (
            <Anchor component={Link} to="/create_designation">
              Add designations
            </Anchor>
          ) : null}
        </Text>
      </Card>
    );
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={`Designations of ${roleName}`}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Designations of {roleName}
            </Title>
            <Text size="sm" c="dimmed">
              {checked.length === 0
                ? 'None chosen: staff of this role may be given any designation.'
                : `${checked.length} chosen: staff of this role get one of these.`}
            </Text>
          </Stack>
          <TextInput
            aria-label="Search designations"
            placeholder="Search designations"
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        <Checkbox.Group
          value={checked}
          onChange={setChecked}
          aria-label={`Designations of ${roleName}`}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
            {shown.map((item) => (
              <Checkbox.Card key={item.id} value={String(item.id)} radius="md" p="sm" withBorder>
                <Group wrap="nowrap" gap="sm">
                  <Checkbox.Indicator />
                  <Text size="sm">{item.designation_name}</Text>
                </Group>
              </Checkbox.Card>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            No designation matches “{search.trim()}”.
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                setChecked((current) => [
                  ...new Set([...current, ...shown.map((item) => String(item.id))]),
                ])
              }
            >
              Select all
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={() => setChecked([])}>
              Clear all
            </Button>
          </Group>
          <Group gap="sm">
            <Button variant="default" disabled={!changed} onClick={() => setChecked(saved)}>
              RESET
            </Button>
            <Button
              disabled={!changed}
              loading={save.isPending}
              onClick={() => save.mutate({ role_id: roleId, designation_ids: checked.map(Number) })}
            >
              SAVE
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
