import { Box } from '@mantine/core';
import { IconLayoutGrid, IconSchool } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/page-header';
import { useClassSectionsQuery } from '../api/list-class-sections';
import { useAllSectionsQuery } from '../api/list-sections';
import { useSetClassSections } from '../api/set-class-sections';
import { ClassAssignmentList } from '../components/class-assignment-list';
import { useRelatedLinks } from '../components/related-links';
import { SessionBar } from '../components/session-bar';
import { useChosenSession } from '../components/use-chosen-session';

/** /class_section_association: per session, the sections each class is divided into. */
export function ClassSectionAssociationPage() {
  const session = useChosenSession();
  const classSections = useClassSectionsQuery(session.sessionId);
  const sections = useAllSectionsQuery();
  const save = useSetClassSections();
  const related = useRelatedLinks([
    { to: '/manage_classes', label: 'Classes', icon: <IconSchool size={16} /> },
    { to: '/manage_sections', label: 'Sections', icon: <IconLayoutGrid size={16} /> },
  ]);

  return (
    <Box maw={1100}>
      <PageHeader
        title="Class & Section"
        description="Choose the sections of each class for a session. A class may have none."
        actions={related}
      />
      <SessionBar
        session={session}
        note="A section that has students in this session cannot be taken away from its class."
      />
      {session.sessionId !== null ? (
        <ClassAssignmentList
          classes={classSections.data?.list.map((row) => ({
            class_id: row.class_id,
            class_name: row.class_name,
            saved: row.sections.map((section) => section.id),
          }))}
          choices={sections.data?.map((section) => ({
            id: section.id,
            label: section.section_name,
          }))}
          noun="sections"
          emptyText="No sections: the class is taught as one group."
          noChoicesText="The school has no sections yet. Add them on the Sections page."
          savingClassId={save.isPending ? Number(save.variables?.class_id) : null}
          onSave={(classId, ids) =>
            save.mutate({ session_id: session.sessionId!, class_id: classId, section_ids: ids })
          }
        />
      ) : null}
    </Box>
  );
}
