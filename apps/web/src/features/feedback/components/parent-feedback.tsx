import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { feedbackMessages, staffRatings } from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { useAssignedTeachersQuery } from '../../../ui/lookups/list-assigned-teachers';
import { useMyChildren } from '../../../ui/lookups/use-my-children';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import {
  useGiveStaffFeedback,
  useQuestionsQuery,
  useStudentFeedbackQuery,
} from '../api/feedback-api';
import { FeedbackList } from './feedback-list';

/** The parent's /student_feedback: their child's feedback (read only) and feedback on teachers. */
export function ParentFeedback() {
  const { children } = useMyChildren();
  const kids = children.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const child = kids.find((kid) => String(kid.student_id) === chosen) ?? kids[0] ?? null;
  const feedback = useStudentFeedbackQuery(child?.student_id ?? null);
  return (
    <Stack gap="lg">
      {kids.length > 1 ? (
        <SelectField
          label="Child"
          maw={320}
          data={kids.map((kid) => ({ value: String(kid.student_id), label: kid.student_name }))}
          value={child ? String(child.student_id) : null}
          onChange={setChosen}
        />
      ) : null}
      <SectionCard title={`Feedback on ${child?.student_name ?? 'your child'}`}>
        <FeedbackList rows={feedback.data ?? []} loading={feedback.isFetching} />
      </SectionCard>
      {child?.program ? <TeacherFeedbackForm child={{ ...child, program: child.program }} /> : null}
    </Stack>
  );
}

interface Child {
  student_id: number;
  program: { session_id: number; class_id: number; section_id: number | null };
}

function TeacherFeedbackForm({ child }: { child: Child }) {
  const teachers = useAssignedTeachersQuery({ ...child.program, student_id: child.student_id });
  const questions = useQuestionsQuery();
  const give = useGiveStaffFeedback();
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const [ratings, setRatings] = useState<Record<number, string>>({});
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = [...new Map((teachers.data ?? []).map((t) => [t.user_id, t])).values()].map(
    (t) => ({
      value: String(t.user_id),
      label: t.full_name,
    }),
  );
  if (!questions.data?.length) return null;
  const submit = () => {
    if (!teacherId) return setErrors({ teacher_id: feedbackMessages.teacherRequired });
    if (questions.data.some((q) => !ratings[q.id]))
      return setErrors({ answers: feedbackMessages.ratingRequired });
    give.mutate(
      {
        student_id: child.student_id,
        teacher_id: Number(teacherId),
        answers: questions.data.map((q) => ({ question_id: q.id, rating: Number(ratings[q.id]) })),
        comment,
      },
      {
        onSuccess: () => {
          setRatings({});
          setComment('');
          setErrors({});
        },
        onError: (error) => applyFieldErrors({ setErrors }, error),
      },
    );
  };
  return (
    <SectionCard
      title="Feedback on Teachers"
      description="Rate each question from 1 (poor) to 5 (excellent)."
    >
      <Stack gap="md">
        <SelectField
          label="Teacher"
          withAsterisk
          maw={360}
          data={options}
          value={teacherId}
          onChange={setTeacherId}
          error={errors.teacher_id}
        />
        {questions.data.map((question) => (
          <Radio.Group
            key={question.id}
            label={question.question}
            withAsterisk
            value={ratings[question.id] ?? null}
            onChange={(value) => setRatings({ ...ratings, [question.id]: value })}
          >
            <Group gap="md" mt={4}>
              {staffRatings.map((rating) => (
                <Radio key={rating} value={String(rating)} label={String(rating)} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        {errors.answers ? (
          <Text c="red" size="sm">
            {errors.answers}
          </Text>
        ) : null}
        <Textarea
          label="Comment"
          autosize
          minRows={2}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button loading={give.isPending} onClick={submit}>
            Submit
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
