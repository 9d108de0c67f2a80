import { Box } from '@mantine/core';
import { IconBook, IconUserStar } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/page-header';
import { useClassSubjectsQuery } from '../api/list-class-subjects';
import { useSubjectOptionsQuery } from '../api/list-subject-options';
import { useSetClassSubjects } from '../api/set-class-subjects';
import { ClassAssignmentList } from '../components/class-assignment-list';
import { useRelatedLinks } from '../components/related-links';
import { SessionBar } from '../components/session-bar';
import { useChosenSession } from '../components/use-chosen-session';

/** /manage_class_subject: per session, the subjects each class is taught. */
export function ManageClassSubjectPage() {
  const session = useChosenSession();
  const classSubjects = useClassSubjectsQuery(session.sessionId);
  const subjects = useSubjectOptionsQuery();
  const save = useSetClassSubjects();
  const related = useRelatedLinks([
    { to: '/manage_subject', label: 'Subjects', icon: <IconBook size={16} /> },
    { to: '/teacher_class_subject', label: 'Subject Teacher', icon: <IconUserStar size={16} /> },
  ]);

  return (
    <Box maw={1100}>
      <PageHeader
        title="Class Subjects"
        description="Choose the subjects each class is taught in a session."
        actions={related}
      />
      <SessionBar
        session={session}
        note="Taking a subject away from a class also removes its subject teachers there."
      />
      {session.sessionId !== null ? (
        <ClassAssignmentList
          classes={classSubjects.data?.list.map((row) => ({
            class_id: row.class_id,
            class_name: row.class_name,
            saved: row.subjects.map((subject) => subject.id),
          }))}
          choices={subjects.data?.map((subject) => ({
            id: subject.value,
            label: subject.label,
            tag: subject.is_optional ? 'optional' : undefined,
          }))}
          noun="subjects"
          emptyText="No subjects chosen for this class yet."
          noChoicesText="The school has no subjects yet. Add them on the Subjects page."
          savingClassId={save.isPending ? Number(save.variables?.class_id) : null}
          onSave={(classId, ids) =>
            save.mutate({ session_id: session.sessionId!, class_id: classId, subject_ids: ids })
          }
        />
      ) : null}
    </Box>
  );
}
