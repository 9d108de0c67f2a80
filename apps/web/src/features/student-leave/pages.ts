import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** Student leave: the staff's Requested Leaves and the parents' leave page. */
export const studentLeaveFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/view_student_requested_leaves',
      load: () => import('./pages/requested-leaves-page'),
      exportName: 'RequestedLeavesPage',
    }),
    definePage({
      area: 'school',
      url: '/student_leave_details',
      load: () => import('./pages/child-leave-page'),
      exportName: 'ChildLeavePage',
    }),
  ],
};
