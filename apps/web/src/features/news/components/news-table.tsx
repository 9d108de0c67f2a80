import { Text } from '@mantine/core';
import { type NewsItem, newsPreview } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { formatDate } from '../../../ui/format-date';
import { type RowHandlers, rowActionsColumn } from '../../../ui/row-actions-column';

/** Edit and delete are absent for readers: their rows offer only View. */
interface NewsTableProps extends PagedListProps<NewsItem>, RowHandlers<NewsItem> {
  onView: (row: NewsItem) => void;
}

/** The news list (§2.7): Title, Date, Description (its text, cut to 50 characters), Action. */
export function NewsTable({ onView, onEdit, onDelete, ...props }: NewsTableProps) {
  const columns: DataTableColumn<NewsItem>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (row) => <Text fw={600}>{row.title}</Text>,
      sortValue: (row) => row.title,
    },
    {
      key: 'date',
      header: 'Date',
      kind: 'date',
      render: (row) => <Text style={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</Text>,
      sortValue: (row) => row.date,
    },
    {
      key: 'description',
      header: 'Description',
      render: (row) => <Text size="sm">{newsPreview(row.message)}</Text>,
    },
    rowActionsColumn((row) => `news ${row.title}`, { onView, onEdit, onDelete }),
  ];
  return (
    <DataTable label="News" columns={columns} rowKey={(row) => row.id} minWidth={680} {...props} />
  );
}
