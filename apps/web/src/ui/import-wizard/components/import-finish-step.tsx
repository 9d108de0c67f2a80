import { Button, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ImportResult } from '../api/import-routes';
import { countOf } from '../lib/import-issues';
import type { ImportTarget } from '../lib/import-target';

interface ImportFinishStepProps {
  target: ImportTarget;
  /** Rows being imported; shown while the import runs. */
  rows: number;
  /** The answer, once the import is done. */
  result: ImportResult | null;
  onDone: () => void;
}

/**
 * Step 3: the import running, then its outcome. The API imports in one request (no job to
 * poll), so progress is shown as work under way rather than a percentage.
 */
export function ImportFinishStep({ target, rows, result, onDone }: ImportFinishStepProps) {
  if (!result) {
    return (
      <Stack gap="sm" py="md" role="status" aria-live="polite">
        <Text fw={600}>Importing {countOf(rows, target.noun)}…</Text>
        <Progress value={100} striped animated aria-label="Import in progress" />
        <Text size="sm" c="dimmed">
          A large file can take a minute. Please keep this window open.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="center" ta="center" py="md" role="status">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={34} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        {countOf(result.created, target.noun)} imported
      </Title>
      {target.describeResult?.(result)}
      <Text size="xs" c="dimmed">
        {result.milliseconds < 1000
          ? 'Finished in under a second'
          : `Finished in ${(result.milliseconds / 1000).toFixed(1)} s`}
      </Text>
      <Group justify="center">
        <Button onClick={onDone}>DONE</Button>
      </Group>
    </Stack>
  );
}
