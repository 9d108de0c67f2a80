import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { useSetAccessRight } from '../api/set-access-right';
import { buildAccessGroups, sameSelection, setSelected } from './access-tree';
import { GroupChecklist } from './group-checklist';

interface AccessChecklistProps {
  roleId: number;
  roleName: string;
  /** The role's saved pages. */
  savedIds: readonly number[];
}

/**
 * The school's built pages as checkboxes for one role, saved with SAVE. Rights to pages not
 * built yet are kept as they are (they show once the page is built).
 */
export function AccessChecklist({ roleId, roleName, savedIds }: AccessChecklistProps) {
  const { builtUrls } = useNavigation();
  const groups = useMemo(() => buildAccessGroups(builtUrls), [builtUrls]);
  const allIds = useMemo(() => groups.flatMap((group) => group.pageIds), [groups]);
  const [selected, setSelection] = useState<ReadonlySet<number>>(() => new Set(savedIds));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const save = useSetAccessRight();
  const dirty = !sameSelection(selected, savedIds);

  const change = (ids: readonly number[], checked: boolean) =>
    setSelection((current) => setSelected(current, ids, checked));
  const toggleExpanded = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allExpanded = expanded.size === groups.length;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {allIds.filter((id) => selected.has(id)).length} of {allIds.length} pages selected for{' '}
          {roleName}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => change(allIds, true)}>
            Select all
          </Button>
          <Button variant="default" size="xs" onClick={() => change(allIds, false)}>
            Clear all
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setExpanded(allExpanded ? new Set() : new Set(groups.map((g) => g.id)))}
          >
            {allExpanded ? 'Collapse all' : 'Expand all'}
          </Button>
        </Group>
      </Group>
      <Stack gap="sm">
        {groups.map((group) => (
          <GroupChecklist
            key={group.id}
            group={group}
            selected={selected}
            expanded={expanded.has(group.id)}
            onToggleExpanded={() => toggleExpanded(group.id)}
            onChange={change}
          />
        ))}
      </Stack>
      <Paper
        withBorder
        shadow="md"
        radius="md"
        p="sm"
        pos="sticky"
        bottom={12}
        style={{ zIndex: 2 }}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm" c={dirty ? undefined : 'dimmed'}>
            {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!dirty || save.isPending}
              onClick={() => setSelection(new Set(savedIds))}
            >
              Reset
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => save.mutate({ role_id: roleId, module_ids: [...selected] })}
            >
              SAVE
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
