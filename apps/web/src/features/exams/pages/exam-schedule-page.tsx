import { Anchor, Box, Button, Group, Stack } from '@mantine/core';
import type { ExamRow } from '@shala/contracts';
import { useState } from 'react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { useCurrentSessionQuery } from '../../../ui/lookups/get-current-session';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteExam, useExamListQuery, usePublishResults } from '../api/schedule';
import { ClassSelect } from '../components/class-select';
import { ExamPaperForm } from '../components/exam-paper-form';
import { ExamTypeSelect } from '../components/exam-type-select';
import { ScheduleTable } from '../components/schedule-table';
import { classReportCardsUrl } from '../lib/report-card-url';

/** /view_exam_details: a class's papers of an exam; the exam admin adds papers and publishes. */
export function ExamSchedulePage() {
  const { canOpen } = useNavigation();
  const canSetUp = canOpen('/add_exam_type');
  const [examTypeId, setExamTypeId] = useState<number | null>(null);
  const [classId, setClassId] = useState<number | null>(null);
  const session = useCurrentSessionQuery();
  const papers = useExamListQuery({ exam_type_id: examTypeId, class_id: classId });
  const publish = usePublishResults();
  const remove = useDeleteExam();
  const toDelete = useModalTarget<ExamRow>();
  const rows = classId === null ? [] : (papers.data ?? []);
  const published = rows.length > 0 && rows.every((row) => row.result_published === 1);
  const ready = examTypeId !== null && classId !== null;

  return (
    <Box maw={1200}>
      <PageHeader title="Exam Schedule" description="The papers of an exam, class by class." />
      <Stack gap="lg">
        <Group align="flex-end" wrap="wrap">
          <ExamTypeSelect value={examTypeId} onChange={setExamTypeId} />
          <ClassSelect value={classId} onChange={setClassId} />
          {ready && canSetUp && rows.length > 0 ? (
            <Button
              variant={published ? 'default' : 'filled'}
              loading={publish.isPending}
              onClick={() =>
                session.data?.id &&
                publish.mutate({
                  exam_type_id: examTypeId,
                  session_id: session.data.id,
                  class_id: classId,
                  publish: !published,
                })
              }
            >
              {published ? 'Withdraw Results' : 'Publish Results'}
            </Button>
          ) : null}
          {ready && canOpen('/manage_student_exam_marks') && rows.length > 0 ? (
            <Anchor href={classReportCardsUrl(examTypeId, classId)} download>
              Report cards of the class (PDF)
            </Anchor>
          ) : null}
        </Group>
        {ready ? (
          <SectionCard title="Papers">
            <ScheduleTable
              rows={rows}
              loading={papers.isPending}
              onDelete={canSetUp ? toDelete.open : undefined}
            />
          </SectionCard>
        ) : null}
        {ready && canSetUp && session.data?.id ? (
          <ExamPaperForm examTypeId={examTypeId} sessionId={session.data.id} classId={classId} />
        ) : null}
      </Stack>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete paper"
        question={(row) =>
          `Are you sure you want to delete the ${row.subject.label} paper with its marks?`
        }
        remove={remove}
      />
    </Box>
  );
}
