import {
  ActionIcon,
  Badge,
  Checkbox,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { MenuIcon } from '../../../ui/menu-icon';
import { type AccessGroup, type AccessSection, selectionState } from './access-tree';

interface GroupChecklistProps {
  group: AccessGroup;
  selected: ReadonlySet<number>;
  expanded: boolean;
  onToggleExpanded: () => void;
  onChange: (ids: readonly number[], checked: boolean) => void;
}

/** One menu group: "select all" for the group and each module, a box per page. */
export function GroupChecklist({
  group,
  selected,
  expanded,
  onToggleExpanded,
  onChange,
}: GroupChecklistProps) {
  const state = selectionState(selected, group.pageIds);
  const count = group.pageIds.filter((id) => selected.has(id)).length;
  const bodyId = `access-group-${group.id}`;
  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" wrap="nowrap" px="md" py="sm" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" radius="md" size="md">
            <MenuIcon name={group.icon} size={18} />
          </ThemeIcon>
          <Checkbox
            label={
              <Text fw={600} size="sm">
                {group.name}
              </Text>
            }
            aria-label={`All pages of ${group.name}`}
            checked={state === 'all'}
            indeterminate={state === 'some'}
            onChange={(event) => onChange(group.pageIds, event.currentTarget.checked)}
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Badge variant={count ? 'light' : 'default'} size="sm">
            {count}/{group.pageIds.length}
          </Badge>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggleExpanded}
            aria-label={`${expanded ? 'Hide' : 'Show'} pages of ${group.name}`}
            aria-expanded={expanded}
            aria-controls={bodyId}
          >
            <IconChevronDown
              size={18}
              style={{
                transform: expanded ? 'rotate(180deg)' : undefined,
                transition: 'transform 150ms ease',
              }}
              aria-hidden
            />
          </ActionIcon>
        </Group>
      </Group>
      <Collapse in={expanded} id={bodyId}>
        <Stack gap="md" px="md" pb="md" pt={4}>
          {group.sections.map((section) => (
            <SectionChecklist
              key={section.id}
              section={section}
              selected={selected}
              onChange={onChange}
            />
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}

interface SectionChecklistProps {
  section: AccessSection;
  selected: ReadonlySet<number>;
  onChange: (ids: readonly number[], checked: boolean) => void;
}

function SectionChecklist({ section, selected, onChange }: SectionChecklistProps) {
  const state = selectionState(selected, section.pageIds);
  return (
    <Stack gap="xs">
      {section.name ? (
        <Checkbox
          size="xs"
          label={
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {section.name}
            </Text>
          }
          aria-label={`All pages of ${section.name}`}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={(event) => onChange(section.pageIds, event.currentTarget.checked)}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="xs" pl={section.name ? 'lg' : 0}>
        {section.pages.map((page) => (
          <Checkbox
            key={page.id}
            label={page.name}
            checked={selected.has(page.id)}
            onChange={(event) => onChange([page.id], event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
