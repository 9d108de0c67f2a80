import { Box, Button, Card, Group, Stack } from '@mantine/core';
import type { ExamDutyRow } from '@shala/contracts';
import { useState } from 'react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { useCurrentSessionQuery } from '../../../ui/lookups/get-current-session';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useClassSubjectOptionsQuery } from '../api/class-options';
import {
  type DutyKind,
  useDeleteDuty,
  useDutiesQuery,
  useSaveDuty,
  useStaffOptionsQuery,
} from '../api/duties';
import { ClassSelect } from '../components/class-select';
import { ExamTypeSelect } from '../components/exam-type-select';
import { showRefusal } from '../lib/field-errors';

const texts = {
  setter: { title: 'Question Setters', who: 'Question Setter', page: '/add_question_setter' },
  checker: { title: 'Paper Checkers', who: 'Checking Teacher', page: '/manage_checking_teacher' },
} as const;

/** Question setters or checking teachers per subject of a class in an exam (§2.7 teacher status). */
function ExamDutiesScreen({ kind }: { kind: DutyKind }) {
  const text = texts[kind];
  const { canOpen } = useNavigation();
  const canWrite = canOpen(text.page);
  const [examTypeId, setExamTypeId] = useState<number | null>(null);
  const [classId, setClassId] = useState<number | null>(null);
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const duties = useDutiesQuery(kind, examTypeId);
  const staff = useStaffOptionsQuery();
  const session = useCurrentSessionQuery();
  const save = useSaveDuty(kind);
  const remove = useDeleteDuty(kind);
  const toDelete = useModalTarget<ExamDutyRow>();
  const subjects = useClassSubjectOptionsQuery(classId);
  const ready = examTypeId && classId && subjectId && teacherId && session.data?.id;
  return (
    <Box maw={1100}>
      <PageHeader
        title={text.title}
        description="One teacher per subject of a class in each exam."
      />
      <Stack gap="lg">
        {canWrite ? (
          <SectionCard title={`Assign ${text.who}`}>
            <Group align="flex-end" wrap="wrap">
              <ExamTypeSelect value={examTypeId} onChange={setExamTypeId} />
              <ClassSelect
                value={classId}
                onChange={(id) => {
                  setClassId(id);
                  setSubjectId(null);
                }}
              />
              <SelectField
                label="Subject"
                miw={180}
                data={(subjects.data ?? []).map((s) => ({
                  value: String(s.value),
                  label: s.label,
                }))}
                value={subjectId}
                onChange={setSubjectId}
              />
              <SelectField
                label="Teacher"
                searchable
                miw={220}
                loading={staff.isPending}
                data={(staff.data ?? []).map((u) => ({
                  value: String(u.user_id),
                  label: u.full_name,
                }))}
                value={teacherId}
                onChange={setTeacherId}
              />
              <Button
                disabled={!ready}
                loading={save.isPending}
                onClick={() =>
                  ready &&
                  save.mutate(
                    {
                      exam_type_id: examTypeId,
                      session_id: session.data!.id!,
                      class_id: classId,
                      subject_id: Number(subjectId),
                      teacher_id: Number(teacherId),
                    },
                    { onError: (error) => showRefusal(error) },
                  )
                }
              >
                SAVE
              </Button>
            </Group>
          </SectionCard>
        ) : (
          <Group>
            <ExamTypeSelect value={examTypeId} onChange={setExamTypeId} />
          </Group>
        )}
        <Card withBorder radius="md" padding="lg">
          <DataTable
            label={text.title}
            rows={duties.data ?? []}
            loading={duties.isPending}
            rowKey={(row) => row.id}
            columns={[
              { key: 'exam', header: 'Exam Type', render: (row) => row.exam_type_name },
              {
                key: 'class',
                header: 'Class',
                render: (row) => row.class_name,
                sortValue: (row) => row.class_name,
              },
              {
                key: 'subject',
                header: 'Subject',
                render: (row) => row.subject_name,
                sortValue: (row) => row.subject_name,
              },
              {
                key: 'teacher',
                header: text.who,
                render: (row) => row.teacher_name,
                sortValue: (row) => row.teacher_name,
              },
              ...(canWrite
                ? [
                    rowActionsColumn<ExamDutyRow>(
                      (row) => `${row.subject_name} of ${row.class_name}`,
                      { onDelete: toDelete.open },
                    ),
                  ]
                : []),
            ]}
          />
        </Card>
      </Stack>
      <ConfirmDeleteModal
        modal={toDelete}
        title={`Remove ${text.who}`}
        question={(row) =>
          `Remove ${row.teacher_name} from ${row.subject_name} of ${row.class_name}?`
        }
        remove={remove}
      />
    </Box>
  );
}

/** /add_question_setter and /manage_question_setter. */
export function QuestionSettersPage() {
  return <ExamDutiesScreen kind="setter" />;
}

/** /manage_checking_teacher: who checks (and enters the marks of) each paper. */
export function CheckingTeachersPage() {
  return <ExamDutiesScreen kind="checker" />;
}
