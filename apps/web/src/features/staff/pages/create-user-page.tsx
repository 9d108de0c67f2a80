import { Alert, Anchor, Box, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconFileImport, IconList } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { PageHeader, type PageLink } from '../../../ui/page-header';
import { useStaffQuery } from '../api/get-staff';
import { StaffForm } from '../components/staff-form';

/** Where the list sent an editor from (its filters), else the list itself. */
function useBackTo(): string {
  const state = useLocation().state as { back?: unknown } | null;
  return typeof state?.back === 'string' && state.back.startsWith('/user_list')
    ? state.back
    : '/user_list';
}

/** /create_user: a new staff user; /create_user/{id}: an existing one, opened from the list. */
export function CreateUserPage() {
  const { userId } = useParams();
  const { canOpen } = useNavigation();
  const backTo = useBackTo();
  const listed = canOpen('/user_list');
  if (userId !== undefined) return <EditUser userId={userId} backTo={backTo} />;

  const actions: PageLink[] = listed
    ? [{ to: '/user_list', label: 'User List', icon: <IconList size={18} aria-hidden /> }]
    : [];
  return (
    <Box maw={960}>
      <PageHeader
        title="Create User"
        description="A staff member of the school: teacher, accountant, driver and others. Parents get their accounts through student admission."
        actions={actions}
      />
      {listed ? (
        <Alert variant="light" color="blue" icon={<IconFileImport size={20} />} mb="lg">
          Adding many people at once?{' '}
          <Anchor component={Link} to="/user_list?import=1" fw={600}>
            Import staff
          </Anchor>{' '}
          from a CSV or Excel file instead.
        </Alert>
      ) : null}
      <StaffForm
        backTo={backTo}
        afterCreate={
          listed ? (row) => `/user_list?search=${encodeURIComponent(row.username)}` : null
        }
      />
    </Box>
  );
}

function EditUser({ userId, backTo }: { userId: string; backTo: string }) {
  const id = /^\d{1,15}$/.test(userId) && Number(userId) > 0 ? Number(userId) : null;
  const staff = useStaffQuery(id);
  let body: ReactNode;
  if (id === null || (isApiError(staff.error) && staff.error.status === 404)) {
    body = <Missing message="User not found." />;
  } else if (staff.isError) {
    body = <Missing message="The user could not be loaded. Please try again." />;
  } else if (staff.data) {
    body = <StaffForm key={staff.data.id} staff={staff.data} backTo={backTo} afterCreate={null} />;
  } else {
    body = (
      <Stack gap="md" aria-busy>
        <Skeleton height={220} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }
  return (
    <Box maw={960}>
      <PageHeader
        title="Edit User"
        description={staff.data ? `${staff.data.full_name} · ${staff.data.username}` : undefined}
        back={{ to: backTo, label: 'User List' }}
      />
      {body}
    </Box>
  );
}

function Missing({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={message}>
      It may have been removed, or the link is wrong. Find the user in the user list.
    </Alert>
  );
}
