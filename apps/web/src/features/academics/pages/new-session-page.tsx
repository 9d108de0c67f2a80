import { Box, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { SessionRow } from '@shala/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader } from '../../../ui/page-header';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteSession } from '../api/delete-session';
import { useSessionsQuery } from '../api/list-sessions';
import { useSetCurrentSession } from '../api/set-current-session';
import { NewSessionCard } from '../components/new-session-card';
import { SessionForm, type SessionFormTarget } from '../components/session-form';
import { SessionTable } from '../components/session-table';
import type { SubSession } from '../components/sub-session-list';

interface DeleteTarget {
  id: number;
  /** "session 2025-26" or "sub-session Term 1 of 2026-27". */
  description: string;
}

const formTitle = (target: SessionFormTarget | null) => {
  if (target?.kind === 'edit')
    return target.session.parent_id ? 'Edit Sub-session' : 'Edit Session';
  return target?.kind === 'add' && target.parentId ? 'Add Sub-session' : 'Add Session';
};

/** /new_session: the school's sessions, and the start of the next one with promotion. */
export function NewSessionPage() {
  const sessions = useSessionsQuery();
  const [formTarget, setFormTarget] = useState<SessionFormTarget | null>(null);
  const [formOpened, setFormOpened] = useState(false);
  const toDelete = useModalTarget<DeleteTarget>();
  const toMakeCurrent = useModalTarget<SessionRow>();
  const remove = useDeleteSession();
  const makeCurrent = useSetCurrentSession();
  const rows = sessions.data?.pages.flatMap((page) => page.list) ?? [];
  const total = sessions.data?.pages.at(-1)?.count;

  const openForm = (target: SessionFormTarget) => {
    setFormTarget(target);
    setFormOpened(true);
  };
  const editSub = (sub: SubSession) => openForm({ kind: 'edit', session: sub });

  return (
    <Box maw={1200}>
      <PageHeader
        title="Sessions"
        description="The school's academic sessions (school years) and their sub-sessions (terms)."
      />
      <Stack gap="lg">
        <NewSessionCard />
        <Card withBorder radius="md" padding="md" component="section" aria-label="All sessions">
          <Group justify="space-between" align="center" gap="sm" mb="sm">
            <Stack gap={0}>
              <Title order={2} size="h4">
                All Sessions
              </Title>
              {total !== undefined ? (
                <Text size="sm" c="dimmed" aria-live="polite">
                  {total === 1 ? '1 session' : `${total} sessions`}
                </Text>
              ) : null}
            </Stack>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => openForm({ kind: 'add', parentId: null })}
            >
              Add session
            </Button>
          </Group>
          <SessionTable
            {...pagedListProps(sessions, rows)}
            onEdit={(session) => openForm({ kind: 'edit', session })}
            onAddSub={(session) => openForm({ kind: 'add', parentId: session.id })}
            onMakeCurrent={toMakeCurrent.open}
            onDelete={(session) =>
              toDelete.open({ id: session.id, description: `session ${session.session_name}` })
            }
            onEditSub={editSub}
            onDeleteSub={(sub, parent) =>
              toDelete.open({
                id: sub.id,
                description: `sub-session ${sub.session_name} of ${parent.session_name}`,
              })
            }
          />
        </Card>
      </Stack>

      <Modal
        opened={formOpened}
        onClose={() => setFormOpened(false)}
        title={formTitle(formTarget)}
        centered
        size="lg"
        styles={{ title: { fontWeight: 700 } }}
      >
        {formTarget ? (
          <SessionForm
            key={JSON.stringify(formTarget)}
            target={formTarget}
            onDone={() => setFormOpened(false)}
          />
        ) : null}
      </Modal>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete session"
        question={(row) => `Are you sure you want to delete ${row.description}?`}
        remove={remove}
      />
      <ConfirmModal
        opened={toMakeCurrent.opened}
        onClose={toMakeCurrent.close}
        title="Change the current session"
        message={`Make ${toMakeCurrent.target?.session_name ?? ''} the current session? Every screen will then work on it by default.`}
        loading={makeCurrent.isPending}
        onConfirm={() => {
          if (toMakeCurrent.target) {
            makeCurrent.mutate(toMakeCurrent.target.id, { onSettled: toMakeCurrent.close });
          }
        }}
      />
    </Box>
  );
}
