import { Badge, Code, Text } from '@mantine/core';
import type { ImportIssue } from '@shala/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';

/** Problems shown at first; scrolling to the end shows the next as many. */
const issuePageSize = 100;

const columns: DataTableColumn<ImportIssue>[] = [
  {
    key: 'row',
    header: 'Row',
    width: 70,
    render: (issue) => (
      <Badge variant="light" color="red" radius="sm">
        {issue.row}
      </Badge>
    ),
    sortValue: (issue) => issue.row,
  },
  {
    key: 'field',
    header: 'Column',
    width: 170,
    render: (issue) => <Code fz="xs">{issue.field}</Code>,
    sortValue: (issue) => issue.field,
  },
  {
    key: 'message',
    header: 'Reason',
    render: (issue) => <Text size="sm">{issue.message}</Text>,
  },
];

/** Every problem of a checked file: its row number (the header is row 1), column and reason. */
export function ImportIssuesTable({ issues }: { issues: readonly ImportIssue[] }) {
  const [shown, setShown] = useState(issuePageSize);
  return (
    <DataTable
      label="Rows with errors"
      columns={columns}
      rows={issues.slice(0, shown)}
      rowKey={(issue) => `${issue.row}:${issue.field}`}
      minWidth={460}
      hasMore={shown < issues.length}
      onLoadMore={() => setShown((count) => count + issuePageSize)}
    />
  );
}
