import { Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { LoadMoreSentinel } from './load-more-sentinel';
import { nextSort, type SortState, type SortValue, sortRows } from './table-sort';
import { useLoadMore } from './use-load-more';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Makes the column sortable: the value its rows are ordered by. */
  sortValue?: (row: Row) => SortValue;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** First load: skeleton rows instead of the empty text. */
  loading?: boolean;
  emptyText?: ReactNode;
  /** Infinite scroll: called when the end of the table comes into view while `hasMore`. */
  onLoadMore?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing (phones). */
  minWidth?: number;
  /** Accessible name of the table. */
  label?: string;
  initialSort?: SortState;
}

const skeletonRowCount = 5;

/** The one table of the app (spec §2.7): skeleton, "No Data Found", column sort, load on scroll. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText = 'No Data Found',
  onLoadMore,
  hasMore = false,
  loadingMore = false,
  minWidth = 640,
  label,
  initialSort,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const sortColumn = columns.find((column) => column.key === sort?.key && column.sortValue);
  const shownRows = useMemo(
    () =>
      sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows,
    [rows, sort, sortColumn],
  );
  const sentinel = useLoadMore({ onLoadMore, hasMore, loadingMore, rowCount: rows.length });

  const body = (() => {
    if (loading && rows.length === 0) {
      return Array.from({ length: skeletonRowCount }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <Table.Tr key={index} aria-hidden>
          {columns.map((column) => (
            <Table.Td key={column.key}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <Text c="dimmed" ta="center" py="lg">
              {emptyText}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    }
    return shownRows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align}>
            {column.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  })();

  return (
    <>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={loading || loadingMore}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  column={column}
                  sort={sort}
                  onSort={() => setSort((current) => nextSort(current, column.key))}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {onLoadMore ? <LoadMoreSentinel ref={sentinel} loadingMore={loadingMore} /> : null}
    </>
  );
}

interface HeaderCellProps<Row> {
  column: DataTableColumn<Row>;
  sort: SortState | null;
  onSort: () => void;
}

function HeaderCell<Row>({ column, sort, onSort }: HeaderCellProps<Row>) {
  if (!column.sortValue) {
    return (
      <Table.Th w={column.width} ta={column.align}>
        {column.header}
      </Table.Th>
    );
  }
  const direction = sort?.key === column.key ? sort.direction : null;
  const Icon =
    direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th
      w={column.width}
      ta={column.align}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton
        onClick={onSort}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {column.header}
        <Icon size={14} stroke={1.8} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
