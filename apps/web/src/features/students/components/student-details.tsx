import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { studentDetailSchema } from '@shala/contracts';
import type { z } from 'zod';
import { DetailList } from '../../../ui/detail-list';
import { formatDate } from '../../../ui/format-date';
import { ParentDetails } from './parent-details';
import { StudentStatusBadge } from './student-status-badge';

export type StudentDetail = z.infer<typeof studentDetailSchema>;

/** Everything about one student: details, parents and the classes of each session. */
export function StudentDetails({ student }: { student: StudentDetail }) {
  const parents = [student.father, student.mother, student.local_guardian].filter(
    (parent) => parent !== null,
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={2} size="h3">
            {student.student_name}
          </Title>
          <Text c="dimmed" size="sm">
            Admission no. {student.admission_no}
          </Text>
        </div>
        <StudentStatusBadge status={student.status} />
      </Group>
      <DetailList
        items={[
          { label: 'Gender', value: student.gender },
          { label: 'Date of birth', value: formatDate(student.date_of_birth) },
          { label: 'Blood group', value: student.blood_group },
          { label: 'Admission date', value: formatDate(student.admission_date) },
          { label: 'Religion', value: student.religion },
          { label: 'Category', value: student.category },
          { label: 'Nationality', value: student.nationality },
        ]}
      />
      <Stack gap="xs" component="section" aria-label="Class history">
        <Title order={3} size="h5">
          Class history
        </Title>
        {student.programs.length ? (
          <Table.ScrollContainer minWidth={360} type="native">
            <Table striped verticalSpacing="xs" aria-label="Class history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Session</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th>Section</Table.Th>
                  <Table.Th ta="right">Roll No.</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {student.programs.map((program) => (
                  <Table.Tr key={program.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {program.session_name}
                        {program.is_current ? (
                          <Badge size="xs" variant="light" radius="sm">
                            Current
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{program.class_name}</Table.Td>
                    <Table.Td>{program.section_name ?? 'N/A'}</Table.Td>
                    <Table.Td ta="right">{program.roll_number ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            Not placed in any class yet.
          </Text>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-label="Parents">
        <Title order={3} size="h5">
          Parents
        </Title>
        {parents.length ? (
          parents.map((parent) => <ParentDetails key={parent.parent_type} parent={parent} />)
        ) : (
          <Text size="sm" c="dimmed">
            No parent is linked.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
