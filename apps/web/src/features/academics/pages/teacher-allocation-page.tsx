import { Box, Card, Checkbox, Text } from '@mantine/core';
import { IconUserStar } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useClassSectionsQuery } from '../api/list-class-sections';
import { useTeacherAllocationsQuery } from '../api/list-teacher-allocations';
import { ClassTeacherTable } from '../components/class-teacher-table';
import { useRelatedLinks } from '../components/related-links';
import { SessionBar } from '../components/session-bar';
import { useChosenSession } from '../components/use-chosen-session';
import { toId } from '../lib/id-lists';
import { buildClassTeacherSlots, countAssigned } from '../lib/teacher-slots';

/** /teacher_allocation: the class teacher of every class and section in a session. */
export function TeacherAllocationPage() {
  const session = useChosenSession();
  const [classId, setClassId] = useState<number | null>(null);
  const [unassignedOnly, setUnassignedOnly] = useState(false);
  const classSections = useClassSectionsQuery(session.sessionId);
  const allocations = useTeacherAllocationsQuery({ sessionId: session.sessionId, kind: 'class' });
  const related = useRelatedLinks([
    { to: '/teacher_class_subject', label: 'Subject Teacher', icon: <IconUserStar size={16} /> },
  ]);

  const classes = classSections.data?.list ?? [];
  const slots = buildClassTeacherSlots(classes, allocations.data ?? []);
  const shown = slots.filter(
    (slot) => (classId === null || slot.class_id === classId) && (!unassignedOnly || !slot.teacher),
  );
  const ready = classSections.data !== undefined && allocations.data !== undefined;

  return (
    <Box maw={1100}>
      <PageHeader
        title="Class Teacher"
        description="Pick the class teacher of each class and section. A choice is saved at once."
        actions={related}
      />
      <SessionBar session={session}>
        <SelectField
          label="Class"
          placeholder="All classes"
          maw={220}
          clearable
          data={classes.map((row) => ({ value: String(row.class_id), label: row.class_name }))}
          value={classId ? String(classId) : null}
          onChange={(value) => setClassId(toId(value))}
        />
        <Checkbox
          label="Only without a class teacher"
          checked={unassignedOnly}
          onChange={(event) => setUnassignedOnly(event.currentTarget.checked)}
          mb={8}
        />
      </SessionBar>
      {session.sessionId !== null ? (
        <Card withBorder radius="md" padding="md">
          {ready ? (
            <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
              {countAssigned(slots)} of {slots.length} have a class teacher
            </Text>
          ) : null}
          <ClassTeacherTable slots={shown} sessionId={session.sessionId} loading={!ready} />
        </Card>
      ) : null}
    </Box>
  );
}
