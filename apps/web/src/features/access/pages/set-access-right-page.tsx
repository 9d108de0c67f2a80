import { Alert, Box, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconListDetails } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useAccessRightQuery } from '../api/get-access-right';
import { useAccessRightsQuery } from '../api/list-access-rights';
import { AccessChecklist } from '../components/access-checklist';

/** /set_access_right: the pages each role (not the school admin) may open. */
export function SetAccessRightPage() {
  const [params, setParams] = useSearchParams();
  const { canOpen } = useNavigation();
  const roles = useAccessRightsQuery();
  const editable = (roles.data ?? []).filter((role) => role.editable);
  const requested = Number(params.get('role_id'));
  const role = editable.find((item) => item.role_id === requested) ?? null;

  return (
    <Box maw={1100}>
      <PageHeader
        title="Set Access Rights"
        description="Choose the pages each role may open. The school admin always has every page."
        actions={
          canOpen('/view_access_right')
            ? [
                {
                  to: '/view_access_right',
                  label: 'View Access Rights',
                  icon: <IconListDetails size={18} aria-hidden />,
                },
              ]
            : []
        }
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="md">
          <SelectField
            label="Role"
            withAsterisk
            maw={360}
            loading={roles.isPending}
            data={editable.map((item) => ({ value: String(item.role_id), label: item.role_name }))}
            value={role ? String(role.role_id) : null}
            onChange={(value) => setParams(value ? { role_id: value } : {}, { replace: true })}
            allowDeselect={false}
          />
        </Card>
        {role ? (
          <RoleAccess key={role.role_id} roleId={role.role_id} roleName={role.role_name} />
        ) : (
          <Text c="dimmed">Choose a role to see and change its pages.</Text>
        )}
      </Stack>
    </Box>
  );
}

function RoleAccess({ roleId, roleName }: { roleId: number; roleName: string }) {
  const rights = useAccessRightQuery(roleId);
  if (rights.data) {
    return (
      <AccessChecklist roleId={roleId} roleName={roleName} savedIds={rights.data.module_ids} />
    );
  }
  if (rights.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Access rights not loaded">
        The pages of this role could not be loaded. Please try again.
      </Alert>
    );
  }
  return (
    <Stack gap="sm" aria-busy>
      {[1, 2, 3, 4].map((line) => (
        <Skeleton key={line} height={52} radius="md" />
      ))}
    </Stack>
  );
}
