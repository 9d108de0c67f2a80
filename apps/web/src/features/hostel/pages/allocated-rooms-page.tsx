import { Badge, Box, Button, Card, Group, Text } from '@mantine/core';
import { type AllocationRow, hostelMessages as m, type ResidentKind } from '@shala/contracts';
import { useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { formatDate } from '../../../ui/format-date';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useModalTarget } from '../../../ui/use-modal-target';
import {
  type AllocatedSearch,
  useAllocatedRoomsQuery,
  useDeleteAllocation,
  useDiscontinueAllocation,
} from '../api/allocation-desk';
import { useHostelOptionsQuery } from '../api/list-hostels';

const nameOf = (row: AllocationRow) =>
  row.studentDetail
    ? `${row.studentDetail.name} (${[row.studentDetail.class_name, row.studentDetail.section_name].filter(Boolean).join(' ')})`
    : (row.userDetail?.full_name ?? '');

/** /allocated_room: allocations of a session by For and Hostel, with Discontinue and Delete. */
export function AllocatedRoomsPage() {
  const sessions = useSessionOptionsQuery();
  const hostels = useHostelOptionsQuery();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [residentFor, setResidentFor] = useState<string | null>(null);
  const [hostelId, setHostelId] = useState<string | null>(null);
  const [search, setSearch] = useState<AllocatedSearch | null>(null);
  const rows = useAllocatedRoomsQuery(search);
  const discontinue = useDiscontinueAllocation();
  const remove = useDeleteAllocation();
  const toDiscontinue = useModalTarget<AllocationRow>();
  const toDelete = useModalTarget<AllocationRow>();
  const chosenSession = sessionId ?? sessions.data?.find((s) => s.is_current === 1)?.value ?? null;

  return (
    <Box maw={1100}>
      <PageHeader
        title="Allocated Rooms"
        actions={[{ to: '/allocate_room', label: 'Allocate Room' }]}
      />
      <Card withBorder radius="md" padding="lg" mb="md">
        <Group align="flex-end" wrap="wrap">
          <SessionSelect value={sessionId} onChange={setSessionId} maw={220} />
          <SelectField
            label="For"
            clearable
            maw={180}
            data={[
              { value: 'student', label: 'Student' },
              { value: 'staff', label: 'Staff' },
            ]}
            value={residentFor}
            onChange={setResidentFor}
          />
          <SelectField
            label="Hostel"
            clearable
            maw={240}
            loading={hostels.isPending}
            data={(hostels.data?.list ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
            value={hostelId}
            onChange={setHostelId}
          />
          <Button
            disabled={chosenSession === null}
            onClick={() =>
              chosenSession !== null &&
              setSearch({
                session_id: chosenSession,
                for: (residentFor ?? undefined) as ResidentKind | undefined,
                hostel_id: toId(hostelId) ?? undefined,
              })
            }
          >
            Search
          </Button>
        </Group>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <DataTable
          label="Allocated Rooms"
          {...pagedListProps(rows.query, rows.rows)}
          loading={search !== null && rows.query.isPending}
          rowKey={(row) => row.id}
          minWidth={820}
          columns={[
            { key: 'hostel', header: 'Hostel', render: (row) => row.hostelName },
            { key: 'room', header: 'Room', render: (row) => row.hostelRoom.room_name },
            {
              key: 'name',
              header: 'Name',
              render: (row) => <Text fw={600}>{nameOf(row)}</Text>,
              sortValue: (row) => nameOf(row).toLowerCase(),
            },
            {
              key: 'for',
              header: 'For',
              render: (row) => (row.for === 'student' ? 'Student' : 'Staff'),
            },
            { key: 'gender', header: 'Gender', render: (row) => row.gender },
            {
              key: 'joined',
              header: 'Date Of Joining',
              kind: 'date',
              render: (row) => formatDate(row.date_of_joining),
              sortValue: (row) => row.date_of_joining,
            },
            {
              key: 'action',
              header: 'Action',
              render: (row) => (
                <Group gap="xs" wrap="nowrap">
                  {row.is_discontinue === 0 ? (
                    <Button size="xs" variant="light" onClick={() => toDiscontinue.open(row)}>
                      Discontinue
                    </Button>
                  ) : (
                    <Badge color="gray">Discontinued</Badge>
                  )}
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={row.paid_months.length > 0}
                    title={row.paid_months.length > 0 ? m.allocationHasPayments : undefined}
                    onClick={() => toDelete.open(row)}
                  >
                    Delete
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      </Card>
      <ConfirmModal
        opened={toDiscontinue.opened}
        onClose={toDiscontinue.close}
        title="Discontinue"
        message={
          toDiscontinue.target
            ? `Are you sure you want to discontinue ${nameOf(toDiscontinue.target)}?`
            : ''
        }
        loading={discontinue.isPending}
        onConfirm={() => {
          const row = toDiscontinue.target;
          if (!row) return;
          discontinue.mutate(row.id, {
            onSuccess: () => toast.success(m.discontinued),
            onSettled: toDiscontinue.close,
          });
        }}
      />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete Allocation"
        question={(row) => `Are you sure you want to delete the allocation of ${nameOf(row)}?`}
        remove={remove}
        onDeleted={() => toast.success(m.allocationDeleted)}
      />
    </Box>
  );
}
