import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconPrinter } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { downloadFile } from './download-file';
import { readTable } from './read-table';
import { exportFileName } from './table-cells';
import { buildCsv } from './table-csv';

interface TableToolsProps {
  table: RefObject<HTMLTableElement | null>;
  /** The list's name: the file's name, the sheet's and the workbook's title row. */
  label: string;
  disabled: boolean;
  /** Waiting for every page of the list before printing or exporting. */
  waiting: boolean;
  runWhenAllLoaded: (action: () => void) => void;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Print and export (CSV, XLSX) of every row of a list, as its table shows them. */
export function TableTools({ table, label, disabled, waiting, runWhenAllLoaded }: TableToolsProps) {
  const withRows = (act: (content: ReturnType<typeof readTable>) => void | Promise<void>) => () =>
    runWhenAllLoaded(() => {
      if (table.current) void act(readTable(table.current));
    });

  const exportCsv = withRows(({ headers, rows }) =>
    downloadFile(exportFileName(label, 'csv'), buildCsv(headers, rows), 'text/csv;charset=utf-8'),
  );
  // The XLSX writer loads only when someone exports, never with the page.
  const exportXlsx = withRows(async ({ headers, kinds, rows }) => {
    const { buildXlsx } = await import('./table-xlsx');
    const schoolName = document.querySelector('[data-school-name]')?.textContent ?? undefined;
    const workbook = buildXlsx({ label, schoolName, headers, kinds, rows });
    downloadFile(exportFileName(label, 'xlsx'), workbook.slice().buffer, xlsxType);
  });

  return (
    <Group justify="flex-end" gap="xs" mb="xs" data-print-hidden>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPrinter size={16} aria-hidden />}
        disabled={disabled}
        loading={waiting}
        onClick={() => runWhenAllLoaded(() => window.print())}
      >
        Print
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            disabled={disabled}
            loading={waiting}
            aria-label={`Export ${label}`}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={exportCsv}>CSV (.csv)</Menu.Item>
          <Menu.Item onClick={exportXlsx}>Excel (.xlsx)</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
