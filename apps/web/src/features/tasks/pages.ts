import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The tasks pages: Create Task and the task list (also the parents' tasks page). */
export const tasksFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/create_task',
      load: () => import('./pages/create-task-page'),
      exportName: 'CreateTaskPage',
    }),
    definePage({
      area: 'school',
      url: '/view_task',
      load: () => import('./pages/view-task-page'),
      exportName: 'ViewTaskPage',
    }),
  ],
};
