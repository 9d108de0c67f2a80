import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useDownloadTemplate } from '../api/download-template';
import type { TemplateRoute } from '../api/import-routes';

interface TemplateDownloadsProps {
  route: TemplateRoute;
  baseName: string;
}

/** Two buttons: the template as CSV or as an Excel workbook, each with one example row. */
export function TemplateDownloads({ route, baseName }: TemplateDownloadsProps) {
  const download = useDownloadTemplate(route, baseName);
  const busy = (format: 'csv' | 'xlsx') => download.isPending && download.variables === format;
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="sm"
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        loading={busy('csv')}
        disabled={download.isPending && !busy('csv')}
        onClick={() => download.mutate('csv')}
      >
        CSV template
      </Button>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={busy('xlsx')}
        disabled={download.isPending && !busy('xlsx')}
        onClick={() => download.mutate('xlsx')}
      >
        Excel template
      </Button>
    </Group>
  );
}
