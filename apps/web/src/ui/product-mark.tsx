import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';

/** The product's own logo and name, used on the platform's root host. */
export function ProductMark({ size = 40 }: { size?: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={size} radius="md" color="brand" aria-hidden>
        <IconSchool size={size * 0.6} />
      </ThemeIcon>
      <Text fw={800} fz={size * 0.55} lh={1}>
        Shala
      </Text>
    </Group>
  );
}
