import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FeedbackStudentRow, feedbackMessages } from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { DataTable } from '../../../ui/data-table/data-table';
import { ClassSectionFields, useClassHasSections } from '../../../ui/lookups/class-section-fields';
import { toId } from '../../../ui/lookups/to-id';
import { Popup } from '../../../ui/popup';
import { SectionCard } from '../../../ui/section-card';
import { useModalTarget } from '../../../ui/use-modal-target';
import {
  type FeedbackSearch,
  useFeedbackStudentsQuery,
  useGiveFeedback,
  useStudentFeedbackQuery,
} from '../api/feedback-api';
import { FeedbackList } from './feedback-list';

/** Classwise Manage Feedback: search by class, section, student; Give and View per student. */
export function ClasswiseFeedback() {
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState<FeedbackSearch | null>(null);
  const hasSections = useClassHasSections(classId);
  const students = useFeedbackStudentsQuery(search);
  const giving = useModalTarget<FeedbackStudentRow>();
  const viewing = useModalTarget<FeedbackStudentRow>();

  const find = () => {
    const found: Record<string, string> = {};
    if (!classId) found.class_id = feedbackMessages.classRequired;
    if (hasSections && !sectionId) found.section_id = feedbackMessages.sectionRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    setSearch({
      class_id: toId(classId) ?? 0,
      section_id: toId(sectionId) ?? undefined,
      student_name: name || undefined,
    });
  };

  return (
    <Stack gap="lg">
      <SectionCard title="Search Students">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ClassSectionFields
            taughtOnly
            required
            classId={classId}
            sectionId={sectionId}
            onClassChange={(value) => {
              setClassId(value);
              setSectionId(null);
            }}
            onSectionChange={setSectionId}
            classError={errors.class_id}
            sectionError={errors.section_id}
          />
          <TextInput
            label="Student"
            placeholder="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button onClick={find}>Search</Button>
        </Group>
      </SectionCard>
      <SectionCard title="Students">
        <DataTable
          label="Students"
          rows={students.data ?? []}
          loading={students.isFetching}
          rowKey={(row) => row.student_id}
          columns={[
            { key: 'roll', header: 'Roll Number', render: (row) => row.roll_number ?? 'N/A' },
            {
              key: 'name',
              header: 'Student Name',
              render: (row) => row.Student.student_name,
              sortValue: (row) => row.Student.student_name,
            },
            {
              key: 'class',
              header: 'Class',
              render: (row) =>
                [row.class.class_name, row.section?.section_name].filter(Boolean).join(' '),
            },
            { key: 'count', header: 'Feedback', render: (row) => row.feedback_count },
            {
              key: 'action',
              header: 'Action',
              align: 'right',
              render: (row) => (
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    onClick={() => giving.open(row)}
                    aria-label={`Give feedback to ${row.Student.student_name}`}
                  >
                    Give
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => viewing.open(row)}
                    aria-label={`View feedback of ${row.Student.student_name}`}
                  >
                    View
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      </SectionCard>
      <GiveFeedbackModal student={giving.target} opened={giving.opened} onClose={giving.close} />
      <Popup opened={viewing.opened} onClose={viewing.close} title="Student Feedback" size="lg">
        <ViewFeedback studentId={viewing.target?.student_id ?? null} />
      </Popup>
    </Stack>
  );
}

function ViewFeedback({ studentId }: { studentId: number | null }) {
  const feedback = useStudentFeedbackQuery(studentId);
  return <FeedbackList rows={feedback.data ?? []} loading={feedback.isFetching} />;
}

function GiveFeedbackModal({
  student,
  opened,
  onClose,
}: {
  student: FeedbackStudentRow | null;
  opened: boolean;
  onClose: () => void;
}) {
  const give = useGiveFeedback();
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setComment('');
    setErrors({});
    onClose();
  };
  return (
    <Popup opened={opened} onClose={close} title="Feedback">
      <Stack gap="md">
        <Textarea
          label={`Feedback for ${student?.Student.student_name ?? ''}`}
          withAsterisk
          autosize
          minRows={3}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={errors.comment}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={give.isPending}
            onClick={() => {
              if (!comment.trim()) return setErrors({ comment: feedbackMessages.commentRequired });
              if (student)
                give.mutate(
                  { comment, student_id: student.student_id },
                  { onSuccess: close, onError: (error) => applyFieldErrors({ setErrors }, error) },
                );
            }}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
