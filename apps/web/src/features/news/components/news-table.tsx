import { Text } from '@mantine/core';
import { type NewsItem, newsMessages, newsPreview } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { NewsActions } from './news-actions';

interface NewsTableProps {
  rows: readonly NewsItem[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onView: (row: NewsItem) => void;
  /** Absent for readers: their rows offer only View. */
  onEdit?: (row: NewsItem) => void;
  onDelete?: (row: NewsItem) => void;
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
      render: (row) => <Text style={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</Text>,
      sortValue: (row) => row.date,
    },
    {
      key: 'description',
      header: 'Description',
      render: (row) => <Text size="sm">{newsPreview(row.message)}</Text>,
    },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      width: 130,
      render: (row) => (
        <NewsActions
          title={row.title}
          onView={() => onView(row)}
          onEdit={onEdit ? () => onEdit(row) : undefined}
          onDelete={onDelete ? () => onDelete(row) : undefined}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="News"
      columns={columns}
      rowKey={(row) => row.id}
      emptyText={newsMessages.empty}
      minWidth={680}
      {...props}
    />
  );
}
