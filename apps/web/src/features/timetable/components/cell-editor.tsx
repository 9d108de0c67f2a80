import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { type PeriodRow, type RoutineCell, type Weekday, weekdayNames } from '@shala/contracts';
import { useState } from 'react';
import { SelectField } from '../../../ui/select-field';
import { useSubjectOptions, useTeacherOptions } from '../api/options';

export interface CellTarget {
  weekday: number;
  period: PeriodRow;
  cell: RoutineCell | null;
}

/** The popup of one routine cell: subject and teacher; a clash is shown as the server names it. */
export function CellEditor({
  target,
  saving,
  error,
  onSave,
  onRemove,
  onClose,
}: {
  target: CellTarget;
  saving: boolean;
  error: string | null;
  onSave: (choice: { subject_id: number; teacher_id: number }) => void;
  onRemove: (id: number) => void;
  onClose: () => void;
}) {
  const subjects = useSubjectOptions();
  const teachers = useTeacherOptions();
  const [subject, setSubject] = useState(target.cell ? String(target.cell.subject_id) : null);
  const [teacher, setTeacher] = useState(target.cell ? String(target.cell.teacher_id) : null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${weekdayNames[target.weekday as Weekday]}, ${target.period.period_name}`}
    >
      <Stack gap="sm">
        <SelectField
          allowDeselect={false}
          label="Subject"
          searchable
          data={subjects}
          value={subject}
          onChange={setSubject}
        />
        <SelectField
          allowDeselect={false}
          label="Teacher"
          searchable
          data={teachers}
          value={teacher}
          onChange={setTeacher}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {target.cell ? (
            <Button variant="default" color="red" onClick={() => onRemove(target.cell!.id)}>
              Remove
            </Button>
          ) : null}
          <Button
            loading={saving}
            disabled={!subject || !teacher}
            onClick={() => onSave({ subject_id: Number(subject), teacher_id: Number(teacher) })}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
