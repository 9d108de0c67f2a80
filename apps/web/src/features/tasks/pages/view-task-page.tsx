import { ViewTasksScreen } from '../components/view-tasks-screen';

export function ViewTaskPage() {
  return <ViewTasksScreen />;
}
