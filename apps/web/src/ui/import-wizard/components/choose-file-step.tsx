import { Button, Divider, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { checkImportFile, formatFileSize, importAccept } from '../lib/import-file';
import type { ImportTarget } from '../lib/import-target';
import { ColumnGuide } from './column-guide';
import { TemplateDownloads } from './template-downloads';

interface ChooseFileStepProps {
  target: ImportTarget;
  checking: boolean;
  /** Why the server refused the file as a whole (missing columns, unreadable...). */
  fileError: string | null;
  onCheck: (file: File) => void;
  onCancel: () => void;
}

/** Step 1: the template, its rules, and the file to check. */
export function ChooseFileStep({
  target,
  checking,
  fileError,
  onCheck,
  onCancel,
}: ChooseFileStepProps) {
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const choose = (next: File | null) => {
    setFile(next);
    setTouched(true);
    setLocalError(next ? checkImportFile(next) : null);
  };
  const check = () => {
    if (!file) {
      setLocalError(checkImportFile({ name: '', size: 0 }));
      return;
    }
    const problem = checkImportFile(file);
    setLocalError(problem);
    if (!problem) onCheck(file);
  };
  // A server refusal belongs to the file it was about, until another one is chosen.
  const error = localError ?? (touched ? null : fileError);

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text size="sm">
          Download the template, fill in one row per {target.noun[0]} and save it as CSV or Excel.
          Checking the file saves nothing: every problem is listed with its row number first.
        </Text>
        <TemplateDownloads route={target.templateRoute} baseName={target.templateName} />
      </Stack>
      <ColumnGuide target={target} />
      <Divider />
      <FileInput
        label="File to import"
        description="CSV or Excel (.xlsx), up to 5 MB and 10,000 rows"
        placeholder="Choose a file"
        withAsterisk
        clearable
        accept={importAccept}
        leftSection={<IconFileUpload size={18} aria-hidden />}
        value={file}
        onChange={choose}
        error={error}
      />
      {file && !error ? (
        <Text size="xs" c="dimmed" mt={-8}>
          {formatFileSize(file.size)}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={checking}>
          CANCEL
        </Button>
        <Button
          onClick={check}
          loading={checking}
          leftSection={<IconListCheck size={18} aria-hidden />}
        >
          CHECK FILE
        </Button>
      </Group>
    </Stack>
  );
}
