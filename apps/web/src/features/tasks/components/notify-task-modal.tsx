import type { TaskRow } from '@shala/contracts';
import { ParentNotifyModal } from '../../../ui/parent-notify-modal';
import { useNotifyTask } from '../api/task-writes';

interface NotifyTaskModalProps {
  task: TaskRow | null;
  opened: boolean;
  onClose: () => void;
}

/** The 'Push Notification Task' popup: the chosen parents of the task's class, once each. */
export function NotifyTaskModal({ task, opened, onClose }: NotifyTaskModalProps) {
  const notify = useNotifyTask();
  return (
    <ParentNotifyModal
      title="Push Notification Task"
      about={task?.title ?? ''}
      opened={opened}
      onClose={onClose}
      sending={notify.isPending}
      send={(choice, done) => task && notify.mutate({ ...choice, id: task.id }, done)}
    />
  );
}
