import { ActionIcon, Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type AttendanceStatus, attendanceMessages, type RegisterStudent } from '@shala/contracts';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusPicker } from './status-picker';

/** A fieldset that groups one person's choices without a frame. */
const bare = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

export interface Mark {
  status: AttendanceStatus;
  comments: string;
}

interface RegisterListProps {
  students: readonly RegisterStudent[];
  marks: Record<number, Mark>;
  onChange: (studentId: number, mark: Mark) => void;
  readOnly?: boolean;
}

/** The class on one screen: each student with one-tap statuses and an optional comment. */
export function RegisterList({ students, marks, onChange, readOnly = false }: RegisterListProps) {
  const [commenting, setCommenting] = useState<number | null>(null);
  if (!students.length) return <Text c="dimmed">{attendanceMessages.noStudents}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {students.map((student) => {
        const mark = marks[student.student_id] ?? {
          status: student.status,
          comments: student.comments,
        };
        return (
          <Paper key={student.student_id} withBorder p="xs" component="li">
            <fieldset style={bare} aria-label={student.student_name}>
              <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
                <Text fw={600} size="sm" truncate>
                  {student.roll_number ? `${student.roll_number}. ` : ''}
                  {student.student_name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {student.on_leave ? <Badge variant="light">Approved leave</Badge> : null}
                  {readOnly ? null : (
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Comment on ${student.student_name}`}
                      onClick={() =>
                        setCommenting(commenting === student.student_id ? null : student.student_id)
                      }
                    >
                      <IconMessage size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
              {readOnly ? (
                <Text size="sm">
                  {mark.status}
                  {mark.comments ? ` — ${mark.comments}` : ''}
                </Text>
              ) : (
                <StatusPicker
                  name={`status-${student.student_id}`}
                  value={mark.status}
                  onChange={(status) => onChange(student.student_id, { ...mark, status })}
                />
              )}
              {!readOnly && (commenting === student.student_id || mark.comments) ? (
                <TextInput
                  mt={6}
                  size="xs"
                  label={`Comments for ${student.student_name}`}
                  maxLength={200}
                  value={mark.comments}
                  onChange={(event) =>
                    onChange(student.student_id, { ...mark, comments: event.currentTarget.value })
                  }
                />
              ) : null}
            </fieldset>
          </Paper>
        );
      })}
    </Stack>
  );
}
