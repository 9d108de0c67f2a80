import {
  defineHomeCard,
  definePage,
  type FeatureManifest,
} from '../../platform/navigation/feature-manifest';

/** The hostel pages of the signed-in app. */
export const hostelFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/add_hostel',
      load: () => import('./pages/hostels-page'),
      exportName: 'HostelsPage',
    }),
    definePage({
      area: 'school',
      url: '/rooms',
      load: () => import('./pages/add-room-page'),
      exportName: 'AddRoomPage',
    }),
    definePage({
      area: 'school',
      url: '/view_room',
      load: () => import('./pages/room-list-page'),
      exportName: 'RoomListPage',
    }),
    definePage({
      area: 'school',
      url: '/allocate_room',
      load: () => import('./pages/allocate-room-page'),
      exportName: 'AllocateRoomPage',
    }),
    definePage({
      area: 'school',
      url: '/allocated_room',
      load: () => import('./pages/allocated-rooms-page'),
      exportName: 'AllocatedRoomsPage',
    }),
    definePage({
      area: 'school',
      url: '/hostel_visitor',
      load: () => import('./pages/add-visitor-page'),
      exportName: 'AddVisitorPage',
    }),
    definePage({
      area: 'school',
      url: '/visitor_list',
      load: () => import('./pages/visitor-list-page'),
      exportName: 'VisitorListPage',
    }),
    definePage({
      area: 'school',
      url: '/hostel_fee_setup',
      load: () => import('./pages/hostel-fee-setup-page'),
      exportName: 'HostelFeeSetupPage',
    }),
    definePage({
      area: 'school',
      url: '/view_hostel_fee_setup',
      load: () => import('./pages/fee-setup-list-page'),
      exportName: 'FeeSetupListPage',
    }),
    definePage({
      area: 'school',
      url: '/hostel_fee_collection',
      load: () => import('./pages/hostel-fee-collection-page'),
      exportName: 'HostelFeeCollectionPage',
    }),
    definePage({
      area: 'school',
      url: '/hostel_fee_defaulter',
      load: () => import('./pages/hostel-defaulters-page'),
      exportName: 'HostelDefaultersPage',
    }),
    definePage({
      area: 'school',
      url: '/hostel_report',
      load: () => import('./pages/hostel-report-page'),
      exportName: 'HostelReportPage',
    }),
    definePage({
      area: 'school',
      url: '/student_hostel_details',
      load: () => import('./pages/parent-hostel-page'),
      exportName: 'ParentHostelPage',
    }),
    definePage({
      area: 'school',
      url: '/hostel_detail',
      load: () => import('./pages/hostel-detail-page'),
      exportName: 'HostelDetailPage',
    }),
    definePage({
      area: 'school',
      url: '/seat_availability',
      load: () => import('./pages/seat-availability-page'),
      exportName: 'SeatAvailabilityPage',
    }),
    definePage({
      area: 'school',
      url: '/staff_hostel_details',
      load: () => import('./pages/staff-hostel-page'),
      exportName: 'StaffHostelPage',
    }),
  ],
  homeCards: [
    defineHomeCard({
      id: 'hostelDay',
      homes: ['staff'],
      order: 4,
      needs: '/student_hostel_details',
      load: () => import('./components/hostel-day-card'),
      exportName: 'HostelDayCard',
    }),
  ],
};
