import { Box, Card, Text } from '@mantine/core';
import { roleIds } from '@shala/contracts';
import { useState } from 'react';
import { useSignedInSession } from '../../../platform/session/session-query';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { DetailList } from '../../../ui/detail-list';
import { ChildSelect } from '../../../ui/lookups/child-select';
import { PageHeader } from '../../../ui/page-header';
import { useParentRoomQuery } from '../api/parent-room';
import { ChildOutPasses } from '../components/child-out-passes';
import { OutPassDesk } from '../components/out-pass-desk';

/**
 * /student_hostel_details, the parent's hostel info: the child's student name, hostel address,
 * room, hostel name, warden and phone as a card (the first child until another is chosen), and
 * the child's out-passes. Hostel staff get the out-pass desk of the student residents.
 */
export function ParentHostelPage() {
  const { user } = useSignedInSession();
  const isParent = user.user_role_id === roleIds.parent;
  const [childId, setChildId] = useState<number | null>(null);
  const room = useParentRoomQuery(isParent ? childId : null);

  if (!isParent)
    return (
      <Box maw={900}>
        <PageHeader title="Student Hostel Details" />
        <OutPassDesk />
      </Box>
    );
  return (
    <Box maw={720}>
      <PageHeader title="Hostel Details" />
      <Card withBorder radius="md" padding="lg">
        <Box mb="md">
          <ChildSelect
            value={childId}
            onChange={(child) => setChildId(child?.studentId ?? null)}
            maw={320}
          />
        </Box>
        {room.data ? (
          <DetailList
            items={[
              { label: 'Student Name', value: room.data.student_name },
              { label: 'Hostel Name', value: room.data.hostel_name },
              { label: 'Room', value: room.data.room_name },
              { label: 'Hostel Address', value: room.data.hostel_address },
              { label: 'Warden', value: room.data.warden },
              { label: 'Phone', value: room.data.phone },
            ]}
          />
        ) : (
          <Text c="dimmed">{room.isPending && childId !== null ? 'Loading...' : noDataFound}</Text>
        )}
      </Card>
      {room.data && childId !== null ? <ChildOutPasses studentId={childId} /> : null}
    </Box>
  );
}
