import { ColorSwatch, Group, Stack, Text } from '@mantine/core';

/** A labelled colour: the swatch and its hex code. */
export function ColourSwatch({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch color={value} size={28} radius="sm" aria-hidden />
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" ff="monospace">
          {value}
        </Text>
      </Stack>
    </Group>
  );
}
