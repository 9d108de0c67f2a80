import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import type { DataOf, listRoleDesignations } from '@shala/contracts';
import { IconPencil } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { wrappingBadge } from './wrapping-badge';

type RoleDesignations = DataOf<typeof listRoleDesignations>[number];

interface RoleDesignationTableProps {
  rows: readonly RoleDesignations[];
  loading: boolean;
  onEdit: (roleId: number) => void;
}

/** Every staff role with its designations: the whole mapping at a glance. */
export function RoleDesignationTable({ rows, loading, onEdit }: RoleDesignationTableProps) {
  const columns: DataTableColumn<RoleDesignations>[] = [
    {
      key: 'role',
      header: 'Role',
      width: 130,
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.role_name}
        </Text>
      ),
      sortValue: (row) => row.role_name,
    },
    {
      key: 'designations',
      header: 'Designations',
      render: (row) =>
        row.designations.length ? (
          <Group gap={4}>
            {row.designations.map((item) => (
              <Badge key={item.id} {...wrappingBadge}>
                {item.designation_name}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            None mapped (any designation)
          </Text>
        ),
    },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      width: 60,
      render: (row) => (
        <Tooltip label="Edit" withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={`Edit designations of ${row.role_name}`}
            onClick={() => onEdit(row.role_id)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
  return (
    <DataTable
      label="Role and designation mapping"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.role_id}
      loading={loading}
      minWidth={300}
    />
  );
}
