import { Grid, Input, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SelectField } from '../../../ui/select-field';
import { useDesignationsQuery } from '../api/list-designations';
import { useRoleLabelsQuery } from '../api/list-role-labels';
import { designationOptions, designationsForRole, roleOptions } from '../lib/role-options';
import type { StaffFilters, StatusFilter } from '../lib/staff-filters';

const statusOptions: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

interface StaffFilterBarProps {
  /** What the search box shows (the list follows it after a pause). */
  search: string;
  onSearchChange: (value: string) => void;
  filters: StaffFilters;
  onChange: (patch: Partial<StaffFilters>) => void;
}

/** Search, role, designation and status above the staff list; stacked on phones. */
export function StaffFilterBar({ search, onSearchChange, filters, onChange }: StaffFilterBarProps) {
  const roles = useRoleLabelsQuery();
  const designations = useDesignationsQuery();
  const staffRoles = (roles.data ?? []).filter((role) => role.assignable);
  // With a role chosen, only its designations make sense.
  const designationChoices = filters.roleId
    ? designationsForRole(designations.data ?? [], filters.roleId)
    : (designations.data ?? []);

  return (
    <Grid gutter="md" mb="md" align="flex-end">
      <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
        <TextInput
          label="Search"
          placeholder="Name, user name, e-mail, mobile or code"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          maxLength={100}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3, lg: 2.5 }}>
        <SelectField
          label="Role"
          placeholder="All roles"
          data={roleOptions(staffRoles)}
          loading={roles.isPending}
          clearable
          value={filters.roleId ? String(filters.roleId) : null}
          onChange={(value) => {
            const roleId = value ? Number(value) : null;
            const keep =
              roleId === null ||
              designationsForRole(designations.data ?? [], roleId).some(
                (item) => item.id === filters.designationId,
              );
            onChange({ roleId, designationId: keep ? filters.designationId : null });
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3, lg: 2.5 }}>
        <SelectField
          label="Designation"
          placeholder="All designations"
          data={designationOptions(designationChoices)}
          loading={designations.isPending}
          clearable
          searchable
          value={filters.designationId ? String(filters.designationId) : null}
          onChange={(value) => onChange({ designationId: value ? Number(value) : null })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 3 }}>
        <Input.Wrapper label="Status" id="staff-status-filter" labelElement="div">
          <SegmentedControl
            fullWidth
            aria-labelledby="staff-status-filter-label"
            data={statusOptions}
            value={filters.status}
            onChange={(value) => onChange({ status: value as StatusFilter })}
          />
        </Input.Wrapper>
      </Grid.Col>
    </Grid>
  );
}
