import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { Designation } from '../lib/role-options';
import { wrappingBadge } from './wrapping-badge';

interface DesignationTableProps {
  rows: readonly Designation[];
  loading: boolean;
  /** Role names by id, for the Roles column. */
  roleNames: ReadonlyMap<number, string>;
  onEdit: (designation: Designation) => void;
  onDelete: (designation: Designation) => void;
}

/** Designations with the roles they belong to and how many staff hold each. */
export function DesignationTable({
  rows,
  loading,
  roleNames,
  onEdit,
  onDelete,
}: DesignationTableProps) {
  const columns: DataTableColumn<Designation>[] = [
    {
      key: 'name',
      header: 'Designation',
      render: (item) => (
        <Text size="sm" fw={600}>
          {item.designation_name}
        </Text>
      ),
      sortValue: (item) => item.designation_name,
    },
    {
      key: 'roles',
      header: 'Roles',
      render: (item) =>
        item.role_ids.length ? (
          <Group gap={4}>
            {item.role_ids.map((id) => (
              <Badge key={id} {...wrappingBadge}>
                {roleNames.get(id) ?? `Role ${id}`}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Not mapped
          </Text>
        ),
    },
    {
      key: 'staff',
      header: 'Staff',
      align: 'right',
      render: (item) => <Text size="sm">{item.staff_count}</Text>,
      sortValue: (item) => item.staff_count,
    },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      render: (item) => {
        const inUse = item.staff_count > 0;
        return (
          <Group gap={2} justify="flex-end" wrap="nowrap">
            <Tooltip label="Edit" withArrow>
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${item.designation_name}`}
                onClick={() => onEdit(item)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip
              label={inUse ? `Held by ${item.staff_count} staff; change theirs first` : 'Delete'}
              withArrow
            >
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${item.designation_name}`}
                disabled={inUse}
                onClick={() => onDelete(item)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];
  return (
    <DataTable
      label="Designations"
      columns={columns}
      rows={rows}
      rowKey={(item) => item.id}
      loading={loading}
      minWidth={360}
    />
  );
}
