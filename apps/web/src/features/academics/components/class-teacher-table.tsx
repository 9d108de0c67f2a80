import { Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { useSetClassTeacher } from '../api/set-class-teacher';
import type { ClassTeacherSlot } from '../lib/teacher-slots';
import { TeacherSelect } from './teacher-select';

const placeOf = (slot: ClassTeacherSlot) =>
  slot.section_name ? `${slot.class_name} ${slot.section_name}` : slot.class_name;

/** The class teacher of one class and section, saved as soon as it is picked. */
function ClassTeacherCell({ slot, sessionId }: { slot: ClassTeacherSlot; sessionId: number }) {
  const save = useSetClassTeacher();
  return (
    <TeacherSelect
      label={`Class teacher of ${placeOf(slot)}`}
      hideLabel
      teacher={slot.teacher}
      saving={save.isPending}
      onChange={(teacherId) =>
        save.mutate({
          session_id: sessionId,
          class_id: slot.class_id,
          section_id: slot.section_id,
          teacher_id: teacherId,
        })
      }
    />
  );
}

interface ClassTeacherTableProps {
  slots: readonly ClassTeacherSlot[];
  sessionId: number;
  loading: boolean;
}

/** Every class and section of a session with a teacher picker for its class teacher. */
export function ClassTeacherTable({ slots, sessionId, loading }: ClassTeacherTableProps) {
  const columns: DataTableColumn<ClassTeacherSlot>[] = [
    {
      key: 'class',
      header: 'Class & Section',
      render: (slot) => (
        <Stack gap={0}>
          <Text fw={600}>{slot.class_name}</Text>
          <Text size="xs" c="dimmed">
            {slot.section_name ? `Section ${slot.section_name}` : 'No sections'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'teacher',
      header: 'Class Teacher',
      width: '60%',
      render: (slot) => <ClassTeacherCell slot={slot} sessionId={sessionId} />,
    },
  ];
  return (
    <DataTable
      label="Class teachers"
      columns={columns}
      rows={slots}
      rowKey={(slot) => slot.key}
      loading={loading}
      minWidth={300}
    />
  );
}
