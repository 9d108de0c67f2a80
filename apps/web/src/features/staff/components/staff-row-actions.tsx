import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { StaffRow } from '@shala/contracts';
import {
  IconEye,
  IconMailForward,
  IconPencil,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useInviteStaff } from '../api/invite-staff';
import { useSetStaffActive } from '../api/set-staff-active';
import type { StaffRowActions as Allowed } from '../lib/staff-actions';

interface StaffRowActionsProps {
  staff: StaffRow;
  allowed: Allowed;
  onView: (staff: StaffRow) => void;
}

/** View, edit, activate or deactivate (after "Are you sure"), and re-send an invitation. */
export function StaffRowActions({ staff, allowed, onView }: StaffRowActionsProps) {
  const location = useLocation();
  const [confirming, confirm] = useDisclosure(false);
  const setActive = useSetStaffActive();
  const invite = useInviteStaff();
  const deactivate = staff.is_active;
  const verb = deactivate ? 'Deactivate' : 'Activate';
  // Asked when the dialog opens, so its words hold while it fades out after the change.
  const [asked, setAsked] = useState(deactivate);
  const askedVerb = asked ? 'Deactivate' : 'Activate';

  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <Tooltip label="View" withArrow>
        <ActionIcon
          variant="subtle"
          aria-label={`View ${staff.full_name}`}
          onClick={() => onView(staff)}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {allowed.edit ? (
        <Tooltip label="Edit" withArrow>
          <ActionIcon
            component={Link}
            to={`/create_user/${staff.id}`}
            state={{ back: `${location.pathname}${location.search}` }}
            variant="subtle"
            aria-label={`Edit ${staff.full_name}`}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {allowed.toggleActive ? (
        <Tooltip label={verb} withArrow>
          <ActionIcon
            variant="subtle"
            color={deactivate ? 'red' : 'teal'}
            aria-label={`${verb} ${staff.full_name}`}
            onClick={() => {
              setAsked(deactivate);
              confirm.open();
            }}
          >
            {deactivate ? (
              <IconUserOff size={18} aria-hidden />
            ) : (
              <IconUserCheck size={18} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      ) : null}
      {allowed.invite ? (
        <Tooltip label="Send invitation" withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={`Send invitation to ${staff.full_name}`}
            loading={invite.isPending}
            onClick={() => invite.mutate(staff.id)}
          >
            <IconMailForward size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <ConfirmModal
        opened={confirming}
        onClose={confirm.close}
        title={`${askedVerb} user`}
        message={
          asked
            ? `Are you sure you want to deactivate ${staff.full_name}? They are signed out at once and cannot sign in until activated again.`
            : `Are you sure you want to activate ${staff.full_name}? They can sign in again.`
        }
        onConfirm={() =>
          setActive.mutate({ id: staff.id, is_active: !asked }, { onSettled: confirm.close })
        }
        loading={setActive.isPending}
        danger={asked}
      />
    </Group>
  );
}
