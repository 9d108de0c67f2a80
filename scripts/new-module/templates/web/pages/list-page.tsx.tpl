import { Stack } from '@mantine/core';
import { DataTable } from '../../../ui/data-table/data-table';
import { PageHeader } from '../../../ui/page-header';
import { use__Pascal__sQuery } from '../api/list-__name__s';

/** /__snake__: the school's __title__s (Name). */
export function __Pascal__sPage() {
  const list = use__Pascal__sQuery();
  return (
    <Stack gap={0} maw={1000}>
      <PageHeader title="__Title__s" />
      <DataTable
        label="__Title__s"
        rows={list.data ?? []}
        loading={list.isPending}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'name',
            header: 'Name',
            render: (row) => row.name,
            sortValue: (row) => row.name,
          },
        ]}
      />
    </Stack>
  );
}
