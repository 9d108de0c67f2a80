import { Box, Stack } from '@mantine/core';
import { type TaskRow, taskMessages } from '@shala/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { useMyChildren } from '../../../ui/lookups/use-my-children';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useModalTarget } from '../../../ui/use-modal-target';
import { type TaskSearch, useTasksQuery } from '../api/list-tasks';
import { useDeleteTask } from '../api/task-writes';
import { readTaskSearch } from '../lib/task-search-params';
import { NotifyTaskModal } from './notify-task-modal';
import { TaskEditForm } from './task-edit-form';
import { TaskSearchForm } from './task-search';
import { TaskTable } from './task-table';

/**
 * View Task (/view_task): staff search, edit, notify and delete; parents search their
 * children's tasks by date and read them (no Back link for parents, §6).
 */
export function ViewTasksScreen() {
  const { isParent } = useMyChildren();
  const { canOpen } = useNavigation();
  const canWrite = !isParent && canOpen('/create_task');
  const [params] = useSearchParams();
  // After an add the address carries the search that finds the task just added.
  const [search, setSearch] = useState<TaskSearch | null>(() => readTaskSearch(params));
  const [editing, setEditing] = useState<TaskRow | null>(null);
  const tasks = useTasksQuery(search);
  const notifying = useModalTarget<TaskRow>();
  const toDelete = useModalTarget<TaskRow>();
  const remove = useDeleteTask();

  return (
    <Box maw={1200}>
      <PageHeader
        title={isParent ? "My Children's Tasks" : 'Tasks'}
        description="Homework, holiday work and monthly planners."
        back={isParent ? undefined : { to: '/create_task', label: 'Back' }}
        actions={
          canWrite
            ? [{ to: '/create_task', label: 'Add Task', icon: <IconPlus size={16} aria-hidden /> }]
            : []
        }
      />
      <Stack gap="lg">
        {editing ? (
          <TaskEditForm key={editing.id} task={editing} onDone={() => setEditing(null)} />
        ) : (
          <>
            <TaskSearchForm
              parent={isParent}
              initial={isParent ? null : search}
              onSearch={setSearch}
            />
            <SectionCard title="Task List">
              <TaskTable
                rows={tasks.data ?? []}
                loading={tasks.isFetching}
                onEdit={canWrite ? setEditing : undefined}
                onNotify={canWrite ? notifying.open : undefined}
                onDelete={canWrite ? toDelete.open : undefined}
              />
            </SectionCard>
          </>
        )}
      </Stack>
      <NotifyTaskModal
        task={notifying.target}
        opened={notifying.opened}
        onClose={notifying.close}
      />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete task"
        question={(row) => `Are you sure you want to delete the task ${row.title}?`}
        remove={remove}
        onDeleted={() => toast.success(taskMessages.deleted)}
      />
    </Box>
  );
}
