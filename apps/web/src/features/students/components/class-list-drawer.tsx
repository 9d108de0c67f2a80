import { Alert, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconId, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useClassListQuery } from '../api/get-class-list';
import { openIdCards } from '../api/open-id-cards';
import type { ClassChoice } from '../lib/class-choice';
import { studentListHref } from '../lib/student-filters';
import { RollTable } from './roll-table';
import { useCanOpen } from './use-can-open';
import { useLastValue } from './use-last-value';

interface ClassListDrawerProps {
  choice: ClassChoice | null;
  title: string;
  /** The session counted; null for the current one. */
  sessionId: number | null;
  onClose: () => void;
}

/** The active students of one class and section by roll number, beside the counts. */
export function ClassListDrawer({
  choice: openChoice,
  title,
  sessionId,
  onClose,
}: ClassListDrawerProps) {
  const choice = useLastValue(openChoice);
  const shownTitle = useLastValue(title || null);
  const list = useClassListQuery(choice, sessionId);
  const canList = useCanOpen('/student');
  const canPrintCards = useCanOpen('/manage_student_details');
  const phone = useMediaQuery('(max-width: 36em)');
  const rows = list.data?.list ?? [];
  return (
    <Drawer
      opened={openChoice !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={shownTitle}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {list.data ? `${rows.length} ${rows.length === 1 ? 'student' : 'students'}` : ' '}
          </Text>
          {canList && choice ? (
            <Button
              component={Link}
              to={studentListHref('/student', choice.classId, choice.sectionId, sessionId)}
              variant="light"
              size="xs"
              leftSection={<IconUsers size={14} aria-hidden />}
            >
              Open in Students
            </Button>
          ) : null}
          {canPrintCards && choice && rows.length ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconId size={14} aria-hidden />}
              onClick={() => openIdCards(choice.classId, choice.sectionId, sessionId)}
            >
              Print ID cards
            </Button>
          ) : null}
        </Group>
        {list.isPending ? (
          <Stack gap="xs" aria-busy>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={24} />
            ))}
          </Stack>
        ) : rows.length ? (
          <RollTable rows={rows} />
        ) : (
          <Alert color="gray">No students in this class and section.</Alert>
        )}
      </Stack>
    </Drawer>
  );
}
