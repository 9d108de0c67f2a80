import { Anchor, Box, Button, Card, FileInput, Group, Stack } from '@mantine/core';
import { examMessages, type PaperRow } from '@shala/contracts';
import { useState } from 'react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { toast } from '../../../platform/notify/toast';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { usePapersQuery, useUploadPaper } from '../api/papers';
import { useExamListQuery } from '../api/schedule';
import { ExamTypeSelect } from '../components/exam-type-select';

const allowedNames = /\.(pdf|docx?)$/i;

/**
 * /set_exam_paper and /manage_question_paper: question papers of an exam. Before a paper's
 * exam starts only its setter, its checker and the exam admin see it (the server decides).
 */
export function QuestionPapersPage() {
  const { canOpen } = useNavigation();
  const [examTypeId, setExamTypeId] = useState<number | null>(null);
  const [examId, setExamId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const papers = usePapersQuery(examTypeId);
  const schedule = useExamListQuery({
    exam_type_id: canOpen('/set_exam_paper') ? examTypeId : null,
  });
  const upload = useUploadPaper();
  return (
    <Box maw={1100}>
      <PageHeader
        title="Question Papers"
        description="Uploaded papers stay hidden from other staff until the exam starts."
      />
      <Stack gap="lg">
        <Group>
          <ExamTypeSelect value={examTypeId} onChange={setExamTypeId} />
        </Group>
        {examTypeId !== null && canOpen('/set_exam_paper') ? (
          <SectionCard
            title="Set Exam Paper"
            description="PDF or Word (.doc, .docx), at most 5 MB."
          >
            <Group align="flex-end" wrap="wrap">
              <SelectField
                label="Paper"
                miw={260}
                data={(schedule.data ?? []).map((p) => ({
                  value: String(p.id),
                  label: `${p.class_name} · ${p.subject.label} · ${formatDate(p.date)}`,
                }))}
                value={examId}
                onChange={setExamId}
              />
              <FileInput
                label="File"
                placeholder="Choose a file"
                accept=".pdf,.doc,.docx"
                value={file}
                onChange={setFile}
                miw={220}
              />
              <Button
                disabled={!examId || !file}
                loading={upload.isPending}
                onClick={() => {
                  if (!examId || !file) return;
                  if (!allowedNames.test(file.name)) return toast.info(examMessages.notADocument);
                  upload.mutate(
                    { examId: Number(examId), file },
                    { onSuccess: () => setFile(null) },
                  );
                }}
              >
                UPLOAD
              </Button>
            </Group>
          </SectionCard>
        ) : null}
        {examTypeId !== null ? (
          <Card withBorder radius="md" padding="lg">
            <DataTable<PaperRow>
              label="Question Papers"
              rows={papers.data ?? []}
              loading={papers.isPending}
              rowKey={(row) => row.id}
              columns={[
                { key: 'class', header: 'Class', render: (row) => row.class_name },
                { key: 'subject', header: 'Subject', render: (row) => row.subject_name },
                {
                  key: 'date',
                  header: 'Exam Date',
                  kind: 'date',
                  render: (row) => formatDate(row.exam_date),
                },
                { key: 'time', header: 'Exam Time', render: (row) => row.time },
                {
                  key: 'file',
                  header: 'File',
                  render: (row) => (
                    <Anchor href={row.url} download>
                      {row.file_name}
                    </Anchor>
                  ),
                },
              ]}
            />
          </Card>
        ) : null}
      </Stack>
    </Box>
  );
}
