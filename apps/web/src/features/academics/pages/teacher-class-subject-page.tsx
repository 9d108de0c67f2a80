import { Box, Card, Text } from '@mantine/core';
import { IconBooks, IconUserCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useClassSectionsQuery } from '../api/list-class-sections';
import { useClassSubjectsQuery } from '../api/list-class-subjects';
import { useTeacherAllocationsQuery } from '../api/list-teacher-allocations';
import { useRelatedLinks } from '../components/related-links';
import { SessionBar } from '../components/session-bar';
import { SubjectTeacherTable } from '../components/subject-teacher-table';
import { useChosenSession } from '../components/use-chosen-session';
import { toId } from '../lib/id-lists';
import { buildSubjectTeacherSlots, countAssigned } from '../lib/teacher-slots';

/** /teacher_class_subject: who teaches each subject of a class, section by section. */
export function TeacherClassSubjectPage() {
  const session = useChosenSession();
  const [params, setParams] = useSearchParams();
  const classSections = useClassSectionsQuery(session.sessionId);
  const classSubjects = useClassSubjectsQuery(session.sessionId);
  const classes = classSections.data?.list ?? [];
  const asked = toId(params.get('class_id'));
  const chosen = classes.find((row) => row.class_id === asked) ?? null;
  const allocations = useTeacherAllocationsQuery({
    sessionId: session.sessionId,
    kind: 'subject',
    classId: chosen?.class_id ?? null,
  });
  const related = useRelatedLinks([
    { to: '/manage_class_subject', label: 'Class Subjects', icon: <IconBooks size={16} /> },
    { to: '/teacher_allocation', label: 'Class Teacher', icon: <IconUserCheck size={16} /> },
  ]);

  const chooseClass = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (toId(value)) next.set('class_id', value!);
        else next.delete('class_id');
        return next;
      },
      { replace: true },
    );

  const subjects =
    classSubjects.data?.list.find((row) => row.class_id === chosen?.class_id)?.subjects ?? [];
  const slots = chosen
    ? buildSubjectTeacherSlots(chosen.class_id, chosen.sections, subjects, allocations.data ?? [])
    : [];
  const ready = classSubjects.data !== undefined && allocations.data !== undefined;

  return (
    <Box maw={1100}>
      <PageHeader
        title="Subject Teacher"
        description="Pick who teaches each subject of a class, section by section. A choice is saved at once."
        actions={related}
      />
      <SessionBar session={session}>
        <SelectField
          label="Class"
          withAsterisk
          maw={220}
          loading={classSections.isPending && session.sessionId !== null}
          data={classes.map((row) => ({ value: String(row.class_id), label: row.class_name }))}
          value={chosen ? String(chosen.class_id) : null}
          onChange={chooseClass}
          allowDeselect={false}
          searchable
        />
      </SessionBar>
      {session.sessionId !== null && chosen ? (
        <Card withBorder radius="md" padding="md">
          {ready && slots.length ? (
            <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
              {countAssigned(slots)} of {slots.length} have a subject teacher
            </Text>
          ) : null}
          <SubjectTeacherTable
            slots={slots}
            place={{
              sessionId: session.sessionId,
              classId: chosen.class_id,
              className: chosen.class_name,
            }}
            loading={!ready}
          />
        </Card>
      ) : null}
      {session.sessionId !== null && !chosen ? (
        <Text c="dimmed">Choose a class to see its subjects and their teachers.</Text>
      ) : null}
    </Box>
  );
}
