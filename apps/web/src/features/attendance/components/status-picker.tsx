import { SegmentedControl } from '@mantine/core';
import {
  type AttendanceStatus,
  attendanceStatuses,
  attendanceStatusLabels,
} from '@shala/contracts';

const colours: Record<AttendanceStatus, string> = {
  present: 'teal',
  absent: 'red',
  late: 'yellow',
  leave: 'blue',
};

/** One tap sets a status: Present, Absent, Late or Leave. */
export function StatusPicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: AttendanceStatus;
  onChange: (status: AttendanceStatus) => void;
}) {
  return (
    <SegmentedControl
      fullWidth
      size="xs"
      // 44 px high segments: a thumb on a phone hits the one it means.
      styles={{
        label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' },
      }}
      name={name}
      color={colours[value]}
      value={value}
      onChange={(next) => onChange(next as AttendanceStatus)}
      data={attendanceStatuses.map((status) => ({
        value: status,
        label: attendanceStatusLabels[status],
      }))}
    />
  );
}
