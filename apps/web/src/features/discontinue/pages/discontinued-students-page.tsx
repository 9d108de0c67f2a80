import { Group, Stack } from '@mantine/core';
import type { DiscontinuedRow } from '@shala/contracts';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { RowAction } from '../../../ui/row-action';
import { SectionCard } from '../../../ui/section-card';
import { useDiscontinuedStudentsQuery } from '../api/list-discontinued-students';
import { useReadmitStudent } from '../api/readmit-student';

/** /discontinued_students: Session, Class, Section; Roll Number, Student Name, Date of Leaving, Reason. */
export function DiscontinuedStudentsPage() {
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [readmitting, setReadmitting] = useState<DiscontinuedRow | null>(null);
  const list = useDiscontinuedStudentsQuery({
    session_id: sessionId,
    class_id: toId(classId),
    section_id: toId(sectionId),
  });
  const readmit = useReadmitStudent();

  return (
    <Stack gap={0} maw={1000}>
      <PageHeader
        title="Discontinued Students"
        actions={[{ to: '/discontinue_student', label: 'Discontinue Student' }]}
      />
      <SectionCard title="Search">
        <Group align="flex-end" gap="md" wrap="wrap">
          <SessionSelect value={sessionId} onChange={setSessionId} />
          <ClassSectionFields
            sessionId={sessionId}
            classId={classId}
            sectionId={sectionId}
            clearable
            onClassChange={(value) => {
              setClassId(value);
              setSectionId(null);
            }}
            onSectionChange={setSectionId}
          />
        </Group>
      </SectionCard>
      <DataTable
        label="Discontinued Students"
        rows={list.data ?? []}
        loading={list.isPending}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'roll',
            header: 'Roll Number',
            render: (r) => r.roll_number ?? 'N/A',
            sortValue: (r) => r.roll_number ?? 0,
          },
          {
            key: 'name',
            header: 'Student Name',
            render: (r) => r.student_name,
            sortValue: (r) => r.student_name,
          },
          {
            key: 'class',
            header: 'Class',
            render: (r) => [r.class_name, r.section_name].filter(Boolean).join(' - '),
          },
          {
            key: 'date',
            header: 'Date of Leaving',
            kind: 'date',
            render: (r) => formatDate(r.date_of_leaving),
            sortValue: (r) => r.date_of_leaving,
          },
          { key: 'reason', header: 'Reason', render: (r) => r.reason ?? '' },
          {
            key: 'action',
            header: 'Action',
            render: (r) => (
              <RowAction
                label={`Readmit ${r.student_name}`}
                tooltip="Readmit"
                onClick={() => setReadmitting(r)}
              >
                <IconUserCheck size={18} />
              </RowAction>
            ),
          },
        ]}
      />
      <ConfirmModal
        opened={readmitting !== null}
        title="Readmit Student"
        message={`Readmit ${readmitting?.student_name ?? ''}? They return to class lists and roll numbers.`}
        confirmLabel="Readmit"
        loading={readmit.isPending}
        onClose={() => setReadmitting(null)}
        onConfirm={() =>
          readmitting &&
          readmit.mutate(readmitting.student_id, { onSuccess: () => setReadmitting(null) })
        }
      />
    </Stack>
  );
}
