import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SchoolRow } from '@shala/contracts';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useUpdateSchool } from '../api/update-school';
import { statusChangeBody, toggledStatus } from '../lib/school-status';

/** Suspend an active school or activate a suspended one, after an "Are you sure" question. */
export function SchoolStatusAction({ school }: { school: SchoolRow }) {
  const [opened, { open, close }] = useDisclosure(false);
  const update = useUpdateSchool();
  const suspend = school.status === 'ACTIVE';
  const verb = suspend ? 'Suspend' : 'Activate';

  const confirm = () =>
    update.mutate(statusChangeBody(school, toggledStatus(school.status)), { onSettled: close });

  return (
    <>
      <Button
        variant="light"
        color={suspend ? 'red' : 'teal'}
        leftSection={
          suspend ? (
            <IconPlayerPause size={16} aria-hidden />
          ) : (
            <IconPlayerPlay size={16} aria-hidden />
          )
        }
        onClick={open}
      >
        {verb}
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={`${verb} school`}
        message={`Are you sure you want to ${verb.toLowerCase()} ${school.school_name}?`}
        onConfirm={confirm}
        loading={update.isPending}
        danger={suspend}
      />
    </>
  );
}
