import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDownload,
  IconFileUpload,
  IconUpload,
} from '@tabler/icons-react';
import { saveBlob } from '../api/download-template';
import type { DryRunResult } from '../api/import-routes';
import { formatFileSize } from '../lib/import-file';
import { countBadRows, countOf, issuesCsv } from '../lib/import-issues';
import type { ImportTarget } from '../lib/import-target';
import { ImportIssuesTable } from './import-issues-table';

interface CheckResultStepProps {
  target: ImportTarget;
  file: File;
  result: DryRunResult;
  onChooseAgain: () => void;
  onImport: () => void;
}

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label={label} role="group">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} c={color} data-stat-value>
        {value.toLocaleString('en-IN')}
      </Text>
    </Paper>
  );
}

/** Step 2: what the dry run found. Errors are listed for fixing; a clean file may be imported. */
export function CheckResultStep({
  target,
  file,
  result,
  onChooseAgain,
  onImport,
}: CheckResultStepProps) {
  const badRows = countBadRows(result.errors);
  const clean = result.errors.length === 0;
  const downloadIssues = () =>
    saveBlob(
      new Blob([issuesCsv(result.errors)], { type: 'text/csv;charset=utf-8' }),
      `${file.name.replace(/\.[^.]+$/, '')}-errors.csv`,
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {file.name} · {formatFileSize(file.size)}
      </Text>
      <SimpleGrid cols={{ base: 3 }} spacing="xs">
        <Stat label="Rows in file" value={result.total_rows} />
        <Stat label="Ready" value={result.valid_rows} color="teal" />
        <Stat label="With errors" value={badRows} color={badRows ? 'red' : undefined} />
      </SimpleGrid>
      {clean ? (
        <Alert color="teal" icon={<IconCircleCheck size={20} />} title="The file is ready">
          All {countOf(result.total_rows, target.noun)} can be imported. They are added together: if
          anything fails, none is added.
        </Alert>
      ) : (
        <>
          <Alert
            color="red"
            icon={<IconAlertTriangle size={20} />}
            title={`${countOf(badRows, ['row needs', 'rows need'])} fixing`}
          >
            Nothing has been imported. Correct these rows in your file, save it and choose it again.
            Row numbers count the header as row 1, as a spreadsheet shows them.
          </Alert>
          <ImportIssuesTable issues={result.errors} />
        </>
      )}
      <Group justify="space-between" gap="sm">
        {clean ? (
          <span />
        ) : (
          <Button
            variant="subtle"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={downloadIssues}
          >
            Download error list
          </Button>
        )}
        <Group gap="sm" justify="flex-end">
          <Button
            variant={clean ? 'default' : 'filled'}
            leftSection={<IconFileUpload size={18} aria-hidden />}
            onClick={onChooseAgain}
          >
            {clean ? 'CHOOSE ANOTHER FILE' : 'CHOOSE CORRECTED FILE'}
          </Button>
          {clean ? (
            <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={onImport}>
              IMPORT {countOf(result.valid_rows, target.noun).toUpperCase()}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Stack>
  );
}
