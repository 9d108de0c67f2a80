import { Box, Stack } from '@mantine/core';
import type { StudentLeaveRow } from '@shala/contracts';
import { useState } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useModalTarget } from '../../../ui/use-modal-target';
import { type LeaveSearch, useLeaveSearchQuery } from '../api/leave-api';
import { DecideLeaveModal } from '../components/decide-leave-modal';
import { LeaveSearchForm } from '../components/leave-search';
import { LeaveTable } from '../components/leave-table';

/** /view_student_requested_leaves: staff search parents' requests and approve or reject them. */
export function RequestedLeavesPage() {
  const [search, setSearch] = useState<LeaveSearch | null>({});
  const leaves = useLeaveSearchQuery(search);
  const deciding = useModalTarget<StudentLeaveRow>();
  return (
    <Box maw={1200}>
      <PageHeader
        title="Student Requested Leaves"
        description="Leave parents asked for their children; approve or reject with a comment."
      />
      <Stack gap="lg">
        <LeaveSearchForm onSearch={setSearch} />
        <SectionCard title="Requested Leaves">
          <LeaveTable
            rows={leaves.data ?? []}
            loading={leaves.isFetching}
            onDecide={deciding.open}
          />
        </SectionCard>
      </Stack>
      <DecideLeaveModal leave={deciding.target} opened={deciding.opened} onClose={deciding.close} />
    </Box>
  );
}
