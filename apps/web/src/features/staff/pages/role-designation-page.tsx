import { Box, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { PageHeader, type PageLink } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useDesignationsQuery } from '../api/list-designations';
import { useRoleDesignationsQuery } from '../api/list-role-designations';
import { RoleDesignationEditor } from '../components/role-designation-editor';
import { RoleDesignationTable } from '../components/role-designation-table';

/** /role_designation_maping: which designations each staff role offers on Create User. */
export function RoleDesignationPage() {
  const [params, setParams] = useSearchParams();
  const { canOpen } = useNavigation();
  const mapping = useRoleDesignationsQuery();
  const designations = useDesignationsQuery();
  const roles = mapping.data ?? [];
  const role = roles.find((item) => String(item.role_id) === params.get('role_id')) ?? null;
  const chooseRole = (value: string | null) =>
    setParams(value ? { role_id: value } : {}, { replace: true });
  const canAddDesignations = canOpen('/create_designation');

  const actions: PageLink[] = canAddDesignations
    ? [{ to: '/create_designation', label: 'Designations', icon: <IconBriefcase size={18} /> }]
    : [];

  return (
    <Box maw={1100}>
      <PageHeader
        title="Role & Designation"
        description="Choose the designations of each role. Create User then offers only the chosen role's designations."
        actions={actions}
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="md">
          <SelectField
            label="Role"
            withAsterisk
            maw={360}
            data={roles.map((item) => ({ value: String(item.role_id), label: item.role_name }))}
            loading={mapping.isPending}
            value={role ? String(role.role_id) : null}
            onChange={chooseRole}
            allowDeselect={false}
          />
        </Card>
        {role && !designations.data ? (
          <Skeleton height={180} radius="md" />
        ) : role && designations.data ? (
          <RoleDesignationEditor
            // Saved ids in the key: a save (or another tab's) starts the checkboxes afresh.
            key={`${role.role_id}:${role.designations.map((d) => d.id).join(',')}`}
            roleId={role.role_id}
            roleName={role.role_name}
            designations={designations.data}
            savedIds={role.designations.map((item) => item.id)}
            canAddDesignations={canAddDesignations}
          />
        ) : (
          <Text c="dimmed" size="sm">
            Choose a role to see and change its designations.
          </Text>
        )}
        <Card withBorder radius="md" padding="md" component="section" aria-label="Current mapping">
          <Title order={2} size="h5" mb="sm">
            Current mapping
          </Title>
          <RoleDesignationTable
            rows={roles}
            loading={mapping.isPending}
            onEdit={(roleId) => {
              chooseRole(String(roleId));
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </Card>
      </Stack>
    </Box>
  );
}
