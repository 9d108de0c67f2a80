import { Box, Button, Card, Group, Text } from '@mantine/core';
import {
  describeVisitors,
  formatClockTime,
  isOutBeforeIn,
  hostelMessages as m,
  type ResidentKind,
  type VisitorRow,
} from '@shala/contracts';
import { useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { formatDate } from '../../../ui/format-date';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { useClassStudentsQuery } from '../../../ui/lookups/list-class-students';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useModalTarget } from '../../../ui/use-modal-target';
import {
  useDeleteVisitor,
  useSetOutTimes,
  useVisitorsQuery,
  type VisitorSearch,
} from '../api/visitors';
import { ClockTimeField } from '../components/clock-time-field';

const residentOf = (row: VisitorRow) =>
  row.class_name
    ? `${row.hostlier_user.full_name} (${[row.class_name, row.section_name].filter(Boolean).join(' ')})`
    : row.hostlier_user.full_name;

/**
 * /visitor_list, Visitor View: Back to /hostel_visitor; Session, For, Class, Section and
 * Student with Search; out times typed into open visits and saved together; a visit with its
 * out time may be deleted ('Delete Visitor'). Printable and exportable through the table.
 */
export function VisitorListPage() {
  const sessions = useSessionOptionsQuery();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [residentFor, setResidentFor] = useState<string | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [search, setSearch] = useState<VisitorSearch | null>(null);
  const [outTimes, setOutTimes] = useState<Record<number, string>>({});
  const students = useClassStudentsQuery(toId(classId), toId(sectionId));
  const visitors = useVisitorsQuery(search);
  const rows = visitors.data?.pages.flatMap((page) => page.list) ?? [];
  const save = useSetOutTimes();
  const remove = useDeleteVisitor();
  const toDelete = useModalTarget<VisitorRow>();
  const chosenSession = sessionId ?? sessions.data?.find((s) => s.is_current === 1)?.value ?? null;
  const byStudent = residentFor !== 'staff';

  const typed = rows.flatMap((row) =>
    row.out_time === null && outTimes[row.id] ? [{ row, out_time: outTimes[row.id]! }] : [],
  );
  const early = new Set(
    typed.filter(({ row, out_time }) => isOutBeforeIn(row.in_time, out_time)).map((t) => t.row.id),
  );

  return (
    <Box maw={1100}>
      <PageHeader title="Visitor View" back={{ to: '/hostel_visitor', label: 'Back' }} />
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
            onChange={(value) => {
              setResidentFor(value);
              if (value === 'staff') {
                setClassId(null);
                setSectionId(null);
                setStudentId(null);
              }
            }}
          />
          {byStudent ? (
            <>
              <ClassSectionFields
                clearable
                classId={classId}
                sectionId={sectionId}
                onClassChange={(value) => {
                  setClassId(value);
                  setSectionId(null);
                  setStudentId(null);
                }}
                onSectionChange={(value) => {
                  setSectionId(value);
                  setStudentId(null);
                }}
              />
              <SelectField
                label="Student"
                clearable
                searchable
                maw={260}
                disabled={classId === null}
                loading={students.isFetching}
                data={(students.data ?? []).map((student) => ({
                  value: String(student.student_id),
                  label: student.student_name,
                }))}
                value={studentId}
                onChange={setStudentId}
              />
            </>
          ) : null}
          <Button
            disabled={chosenSession === null}
            onClick={() => {
              if (chosenSession === null) return;
              setOutTimes({});
              setSearch({
                session_id: chosenSession,
                for: (residentFor ?? undefined) as ResidentKind | undefined,
                class_id: byStudent ? (toId(classId) ?? undefined) : undefined,
                section_id: byStudent ? (toId(sectionId) ?? undefined) : undefined,
                student_id: byStudent ? (toId(studentId) ?? undefined) : undefined,
              });
            }}
          >
            Search
          </Button>
        </Group>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            Type the out time of a visitor who has left, then save.
          </Text>
          <Button
            disabled={typed.length === 0 || early.size > 0}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                typed.map(({ row, out_time }) => ({ id: row.id, out_time })),
                {
                  onSuccess: () => {
                    toast.success(m.visitorsUpdated);
                    setOutTimes({});
                  },
                },
              )
            }
          >
            Save Out Time
          </Button>
        </Group>
        <DataTable
          label="Visitor List"
          {...pagedListProps(visitors, rows)}
          loading={search !== null && visitors.isPending}
          rowKey={(row) => row.id}
          minWidth={960}
          columns={[
            {
              key: 'date',
              header: 'Date',
              kind: 'date',
              render: (row) => formatDate(row.date),
              sortValue: (row) => `${row.date} ${row.in_time}`,
            },
            {
              key: 'name',
              header: 'Name',
              render: (row) => <Text fw={600}>{residentOf(row)}</Text>,
              sortValue: (row) => row.hostlier_user.full_name.toLowerCase(),
            },
            {
              key: 'room',
              header: 'Hostel / Room',
              render: (row) => `${row.hostelName} / ${row.room_name}`,
            },
            {
              key: 'visitors',
              header: 'Visitors',
              render: (row) => describeVisitors(row.visitor_name, row.relation),
            },
            { key: 'in', header: 'In Time', render: (row) => formatClockTime(row.in_time) },
            {
              key: 'out',
              header: 'Out Time',
              render: (row) =>
                row.out_time !== null ? (
                  formatClockTime(row.out_time)
                ) : (
                  <ClockTimeField
                    aria-label={`Out Time of ${describeVisitors(row.visitor_name, row.relation)}`}
                    maw={110}
                    value={outTimes[row.id] ?? ''}
                    error={early.has(row.id) ? m.outTimeBeforeIn : undefined}
                    onChange={(value) =>
                      setOutTimes((current) => ({ ...current, [row.id]: value }))
                    }
                  />
                ),
            },
            {
              key: 'action',
              header: 'Action',
              render: (row) => (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  disabled={row.out_time === null}
                  title={row.out_time === null ? m.visitorOpen : undefined}
                  onClick={() => toDelete.open(row)}
                >
                  Delete
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete Visitor"
        question={() => m.deleteVisitorQuestion}
        remove={remove}
        onDeleted={() => toast.success(m.visitorDeleted)}
      />
    </Box>
  );
}
