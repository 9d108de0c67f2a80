import { Code, Group, List, Stack, Text } from '@mantine/core';
import type { ImportTarget } from '../lib/import-target';

/** The template's columns (required ones starred) and the rules a file must keep. */
export function ColumnGuide({ target }: { target: ImportTarget }) {
  const required = new Set(target.required);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Columns of the template{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          (* required)
        </Text>
      </Text>
      <Group gap={6} aria-label="Template columns">
        {target.columns.map((column) => (
          <Code key={column} fz="xs">
            {column}
            {required.has(column) ? ' *' : ''}
          </Code>
        ))}
      </Group>
      {target.notes.length ? (
        <List size="sm" spacing={4} c="dimmed">
          {target.notes.map((note, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the notes are a fixed list
            <List.Item key={index}>{note}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
