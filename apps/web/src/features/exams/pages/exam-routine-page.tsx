import { Box, Group, Stack } from '@mantine/core';
import { type ExamRow, examMessages } from '@shala/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { type ChildChoice, ChildSelect } from '../../../ui/lookups/child-select';
import { PageHeader } from '../../../ui/page-header';
import { useExamListQuery } from '../api/schedule';
import { ClassSelect } from '../components/class-select';
import { ExamTypeSelect } from '../components/exam-type-select';
import { useIsParent } from '../lib/use-parent-child';

const columns: DataTableColumn<ExamRow>[] = [
  { key: 'subject', header: 'Subject', render: (row) => row.subject.label },
  { key: 'full', header: 'Full Marks', render: (row) => row.full_mark, align: 'right' },
  { key: 'min', header: 'Min Mark', render: (row) => row.min_mark, align: 'right' },
  {
    key: 'date',
    header: 'Date',
    kind: 'date',
    render: (row) => formatDate(row.date),
    sortValue: (row) => `${row.date} ${row.start_time}`,
  },
  { key: 'time', header: 'Time', render: (row) => row.time },
];

/** /student_exam_routine: the parent's Exam Routine (§2): choose Exam Type; staff choose a class. */
export function ExamRoutinePage() {
  const parent = useIsParent();
  const [child, setChild] = useState<ChildChoice | null>(null);
  const [examTypeId, setExamTypeId] = useState<number | null>(null);
  const [classId, setClassId] = useState<number | null>(null);
  const routine = useExamListQuery({
    exam_type_id: parent && !child ? null : examTypeId,
    class_id: parent ? null : classId,
    student_id: parent ? (child?.studentId ?? null) : null,
  });
  const shown = parent ? child !== null : classId !== null;
  return (
    <Box maw={1000}>
      <PageHeader
        title="Exam Routine"
        description={
          parent && child ? `Exam routine of ${child.studentName}` : 'Papers of an exam by date.'
        }
        back={parent ? { to: '/parent_dashboard', label: 'Back' } : undefined}
      />
      <Stack gap="lg">
        <Group align="flex-end" wrap="wrap">
          {parent ? <ChildSelect value={child?.studentId ?? null} onChange={setChild} /> : null}
          <ExamTypeSelect value={examTypeId} onChange={setExamTypeId} />
          {parent ? null : <ClassSelect value={classId} onChange={setClassId} />}
        </Group>
        {examTypeId !== null && shown ? (
          <DataTable
            label="Exam Routine"
            columns={columns}
            rows={routine.data ?? []}
            rowKey={(row) => row.id}
            loading={routine.isPending}
            emptyText={examMessages.noRecords}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
