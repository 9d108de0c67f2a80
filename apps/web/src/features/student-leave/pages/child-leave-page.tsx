import { Box, Stack } from '@mantine/core';
import type { StudentLeaveRow } from '@shala/contracts';
import { studentLeaveMessages } from '@shala/contracts';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useChildLeaveQuery, useDeleteLeave } from '../api/leave-api';
import { LeaveRequestForm } from '../components/leave-request-form';
import { LeaveTable } from '../components/leave-table';

/** The parent's leave page (/student_leave_details): the request form and their children's list. */
export function ChildLeavePage() {
  const leaves = useChildLeaveQuery(true);
  const remove = useDeleteLeave();
  const toDelete = useModalTarget<StudentLeaveRow>();
  return (
    <Box maw={1100}>
      <PageHeader
        title="Leave Requests"
        description="Ask your child's teacher for leave and follow the answer."
      />
      <Stack gap="lg">
        <LeaveRequestForm />
        <SectionCard title="My Children's Leaves">
          <LeaveTable
            rows={leaves.data ?? []}
            loading={leaves.isFetching}
            onDelete={toDelete.open}
          />
        </SectionCard>
      </Stack>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete leave request"
        question={(row) => `Are you sure you want to delete the leave request ${row.title}?`}
        remove={remove}
        onDeleted={() => toast.success(studentLeaveMessages.deleted)}
      />
    </Box>
  );
}
