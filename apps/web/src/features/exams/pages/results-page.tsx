import { Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { examMessages, percentageBasis, reportCardOutcome } from '@shala/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { DetailList } from '../../../ui/detail-list';
import { type ChildChoice, ChildSelect } from '../../../ui/lookups/child-select';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useStudentResultQuery } from '../api/results';
import { CoScholasticForm } from '../components/co-scholastic-form';
import { ExamTypeSelect } from '../components/exam-type-select';
import { ResultTable } from '../components/result-table';
import { StudentPicker } from '../components/student-picker';
import { reportCardUrl } from '../lib/report-card-url';
import { useIsParent } from '../lib/use-parent-child';

/** /student_mark_details: a student's result and report card; a parent sees their child's. */
export function ResultsPage() {
  const parent = useIsParent();
  const canGrade = useNavigation().canOpen('/manage_student_exam_marks') && !parent;
  const [child, setChild] = useState<ChildChoice | null>(null);
  const [examTypeId, setExamTypeId] = useState<number | null>(null);
  const [classId, setClassId] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const studentId = parent ? (child?.studentId ?? null) : picked;
  const result = useStudentResultQuery(examTypeId, studentId);
  const data = result.data;
  return (
    <Box maw={1100}>
      <PageHeader
        title="Results"
        description={
          parent && child
            ? `Results of ${child.studentName}`
            : 'Marks, percentage and grade per subject.'
        }
        back={parent ? { to: '/parent_dashboard', label: 'Back' } : undefined}
      />
      <Stack gap="lg">
        <Group align="flex-end" wrap="wrap">
          {parent ? <ChildSelect value={child?.studentId ?? null} onChange={setChild} /> : null}
          <ExamTypeSelect value={examTypeId} onChange={setExamTypeId} />
          {parent ? null : (
            <StudentPicker
              classId={classId}
              onClassChange={setClassId}
              studentId={picked}
              onStudentChange={setPicked}
            />
          )}
        </Group>
        {examTypeId !== null && studentId !== null && result.isError ? (
          <Text>{examMessages.notPublished}</Text>
        ) : null}
        {data ? (
          <SectionCard
            title={`${data.exam_type_name} — ${data.student_name}`}
            aside={
              <Button
                component="a"
                href={reportCardUrl(examTypeId!, data.student_id)}
                download
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                Report Card
              </Button>
            }
          >
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DetailList
                  items={[
                    { label: 'Class', value: data.class_name },
                    { label: 'Roll Number', value: data.roll_number },
                  ]}
                />
                <DetailList
                  items={[
                    { label: 'Total', value: `${data.total_obtained} / ${data.total_full}` },
                    {
                      label: 'Percentage',
                      value: `${data.percentage}% ${percentageBasis(data.rows)}`,
                    },
                    { label: 'Grade', value: data.grade },
                    { label: 'Result', value: reportCardOutcome(data.rows) },
                  ]}
                />
              </SimpleGrid>
              <ResultTable rows={data.rows} loading={false} />
              {canGrade ? (
                <CoScholasticForm
                  key={`${examTypeId}-${data.student_id}`}
                  examTypeId={examTypeId!}
                  studentId={data.student_id}
                  current={data.co_scholastic}
                />
              ) : data.co_scholastic.length ? (
                <DetailList
                  items={data.co_scholastic.map((c) => ({ label: c.area, value: c.grade }))}
                />
              ) : null}
            </Stack>
          </SectionCard>
        ) : null}
      </Stack>
    </Box>
  );
}
