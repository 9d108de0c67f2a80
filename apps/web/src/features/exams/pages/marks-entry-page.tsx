import { Box, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { useMarkableExamsQuery, useMarksGridQuery } from '../api/marks';
import { ExamTypeSelect } from '../components/exam-type-select';
import { MarksGrid } from '../components/marks-grid';

/** /add_student_mark_by_teacher and /manage_student_exam_marks: the papers the user checks. */
export function MarksEntryPage() {
  const [examTypeId, setExamTypeId] = useState<number | null>(null);
  const [examId, setExamId] = useState<number | null>(null);
  const papers = useMarkableExamsQuery(examTypeId);
  const grid = useMarksGridQuery(examId);
  return (
    <Box maw={1100}>
      <PageHeader
        title="Enter Marks"
        description="Marks of the papers you check, student by student."
      />
      <Stack gap="lg">
        <Group align="flex-end" wrap="wrap">
          <ExamTypeSelect
            value={examTypeId}
            onChange={(id) => {
              setExamTypeId(id);
              setExamId(null);
            }}
          />
          <SelectField
            label="Paper"
            miw={260}
            disabled={examTypeId === null}
            loading={papers.isFetching}
            nothingFoundMessage="No papers to check"
            data={(papers.data ?? []).map((paper) => ({
              value: String(paper.id),
              label: `${paper.class_name} · ${paper.subject.label}`,
            }))}
            value={examId === null ? null : String(examId)}
            onChange={(next) => setExamId(next ? Number(next) : null)}
          />
        </Group>
        {examTypeId !== null && papers.data?.length === 0 ? (
          <Text c="dimmed">{noDataFound}</Text>
        ) : null}
        {grid.data ? (
          <SectionCard title={`${grid.data.subject_name} — ${grid.data.class_name}`}>
            <MarksGrid key={grid.data.exam_id} grid={grid.data} />
          </SectionCard>
        ) : null}
      </Stack>
    </Box>
  );
}
