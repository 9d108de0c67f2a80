import { Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import classes from './data-table.module.css';
import { noDataFound } from './empty-text';
import { LoadMoreSentinel } from './load-more-sentinel';
import type { ColumnKind } from './table-cells';
import { nextSort, type SortState, type SortValue, sortRows } from './table-sort';
import { TableTools } from './table-tools';
import { useLoadMore } from './use-load-more';
import { useWhenAllLoaded } from './use-when-all-loaded';

export interface DataTableColumn<Row> {
  /** `action` marks the row-actions column, which print and export leave out. */
  key: string;
  /** Also the label of the value on a phone, where each row is a card. */
  header: string;
  render: (row: Row) => ReactNode;
  /** Makes the column sortable: the value its rows are ordered by. */
  sortValue?: (row: Row) => SortValue;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Money exports as a ₹-formatted number with a total; a date (shown DD-MM-YYYY) as a date. */
  kind?: ColumnKind;
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
  /** Below this width the table scrolls sideways instead of squeezing (tablets; phones show cards). */
  minWidth?: number;
  /** Accessible name of the table; also names the printed and exported list. */
  label: string;
  initialSort?: SortState;
}

const skeletonRowCount = 5;

/**
 * The one table of the app (spec §2.7): skeleton, "No Data Found", column sort, load on
 * scroll; cards on a phone; print and CSV/XLSX export of every row of the list.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText = noDataFound,
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
  const table = useRef<HTMLTableElement>(null);
  const { runWhenAllLoaded, waiting } = useWhenAllLoaded({
    onLoadMore,
    hasMore,
    loadingMore,
    rowCount: rows.length,
  });

  const body = (() => {
    if (loading && rows.length === 0) {
      return Array.from({ length: skeletonRowCount }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <Table.Tr key={index} role="row" aria-hidden>
          {columns.map((column) => (
            <Table.Td key={column.key} role="cell">
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <Table.Tr role="row">
          <Table.Td role="cell" colSpan={columns.length}>
            <Text c="dimmed" ta="center" py="lg">
              {emptyText}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    }
    return shownRows.map((row) => (
      <Table.Tr key={rowKey(row)} role="row">
        {columns.map((column) => (
          <Table.Td
            key={column.key}
            role="cell"
            ta={column.align}
            data-column={column.key}
            data-label={column.header}
          >
            {column.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  })();

  return (
    <>
      <TableTools
        table={table}
        label={label}
        disabled={loading || rows.length === 0}
        waiting={waiting}
        runWhenAllLoaded={runWhenAllLoaded}
      />
      <Table.ScrollContainer minWidth={minWidth} type="native" className={classes.scroll}>
        <Table
          ref={table}
          className={classes.table}
          role="table"
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={loading || loadingMore}
        >
          <Table.Thead>
            <Table.Tr role="row">
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
      <Table.Th
        w={column.width}
        ta={column.align}
        role="columnheader"
        data-column={column.key}
        data-kind={column.kind}
      >
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
      role="columnheader"
      data-column={column.key}
      data-kind={column.kind}
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
