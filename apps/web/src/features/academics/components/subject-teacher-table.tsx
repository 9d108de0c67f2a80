import { Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { useSetSubjectTeacher } from '../api/set-subject-teacher';
import type { SubjectTeacherSlot } from '../lib/teacher-slots';
import { TeacherSelect } from './teacher-select';

interface Place {
  sessionId: number;
  classId: number;
  className: string;
}

/** The teacher of one subject in one section, saved as soon as it is picked. */
function SubjectTeacherCell({ slot, place }: { slot: SubjectTeacherSlot; place: Place }) {
  const save = useSetSubjectTeacher();
  const where = slot.section_name ? `${place.className} ${slot.section_name}` : place.className;
  return (
    <TeacherSelect
      label={`${slot.subject_name} teacher of ${where}`}
      hideLabel
      teacher={slot.teacher}
      saving={save.isPending}
      onChange={(teacherId) =>
        save.mutate({
          session_id: place.sessionId,
          class_id: place.classId,
          section_id: slot.section_id,
          subject_id: slot.subject_id,
          teacher_id: teacherId,
        })
      }
    />
  );
}

interface SubjectTeacherTableProps {
  slots: readonly SubjectTeacherSlot[];
  place: Place;
  loading: boolean;
}

/** Every section and subject of one class with a picker for its subject teacher. */
export function SubjectTeacherTable({ slots, place, loading }: SubjectTeacherTableProps) {
  const columns: DataTableColumn<SubjectTeacherSlot>[] = [
    {
      key: 'subject',
      header: 'Subject',
      render: (slot) => (
        <Stack gap={0}>
          <Text fw={600}>{slot.subject_name}</Text>
          <Text size="xs" c="dimmed">
            {slot.section_name ? `Section ${slot.section_name}` : 'No sections'}
            {slot.is_optional ? ' · optional subject' : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'teacher',
      header: 'Subject Teacher',
      width: '55%',
      render: (slot) => <SubjectTeacherCell slot={slot} place={place} />,
    },
  ];
  return (
    <DataTable
      label="Subject teachers"
      columns={columns}
      rows={slots}
      rowKey={(slot) => slot.key}
      loading={loading}
      minWidth={300}
      emptyText="This class has no subjects in this session. Choose them on the Class Subjects page."
    />
  );
}
