import { Box, Card, Text } from '@mantine/core';
import { hostelMessages as m, type RoomRow } from '@shala/contracts';
import { useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useRoomsQuery } from '../api/list-rooms';
import { useDeleteRoom } from '../api/save-room';
import { RoomEditModal } from '../components/room-edit-modal';

/** /view_room, Room List: beds occupied and left, the 'Update Room' modal and delete. */
export function RoomListPage() {
  const rooms = useRoomsQuery();
  const remove = useDeleteRoom();
  const [editing, setEditing] = useState<RoomRow | null>(null);
  const toDelete = useModalTarget<RoomRow>();
  return (
    <Box maw={1100}>
      <PageHeader title="Room List" back={{ to: '/rooms', label: 'Back' }} />
      <Card withBorder radius="md" padding="lg">
        <DataTable
          label="Room List"
          {...pagedListProps(rooms.query, rooms.rows)}
          rowKey={(row) => row.id}
          minWidth={720}
          columns={[
            {
              key: 'hostel',
              header: 'Hostel',
              render: (row) => row.hostelName,
              sortValue: (row) => row.hostelName.toLowerCase(),
            },
            {
              key: 'room',
              header: 'Room',
              render: (row) => <Text fw={600}>{row.room_name}</Text>,
              sortValue: (row) => row.room_name.toLowerCase(),
            },
            {
              key: 'for',
              header: 'For',
              render: (row) => (row.for === 'student' ? 'Student' : 'Staff'),
            },
            { key: 'gender', header: 'Gender', render: (row) => row.gender },
            {
              key: 'beds',
              header: 'Beds',
              render: (row) => row.capacity,
              sortValue: (row) => row.capacity,
            },
            {
              key: 'occupied',
              header: 'Occupied',
              render: (row) => row.occupied,
              sortValue: (row) => row.occupied,
            },
            {
              key: 'left',
              header: 'Seats Left',
              render: (row) => row.seat_left,
              sortValue: (row) => row.seat_left,
            },
            rowActionsColumn<RoomRow>((row) => `room ${row.room_name}`, {
              onEdit: setEditing,
              onDelete: toDelete.open,
              deleteBlockedOf: (row) => (row.occupied > 0 ? m.roomInUse : null),
            }),
          ]}
        />
      </Card>
      <RoomEditModal row={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete Room"
        question={(row) => `Are you sure you want to delete the room ${row.room_name}?`}
        remove={remove}
        onDeleted={() => toast.success(m.roomDeleted)}
      />
    </Box>
  );
}
