import { Box } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/page-header';
import { TaskForm } from '../components/task-form';

/** Add Task (/create_task): a View link to /view_task; on success the list opens. */
export function CreateTaskPage() {
  return (
    <Box maw={900}>
      <PageHeader
        title="Create Task"
        description="Give homework, holiday work or a monthly planner to a class."
        actions={[{ to: '/view_task', label: 'View', icon: <IconEye size={16} aria-hidden /> }]}
      />
      <TaskForm />
    </Box>
  );
}
