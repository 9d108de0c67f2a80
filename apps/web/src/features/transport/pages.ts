import {
  defineHomeCard,
  definePage,
  type FeatureManifest,
} from '../../platform/navigation/feature-manifest';

const school = 'school' as const;

/** The transport pages of the signed-in app. */
export const transportFeature: FeatureManifest = {
  pages: [
    definePage({
      area: school,
      url: '/transportation',
      load: () => import('./pages/transportation-page'),
      exportName: 'TransportationPage',
    }),
    definePage({
      area: school,
      url: '/manage_vehicles',
      load: () => import('./pages/vehicles-page'),
      exportName: 'VehiclesPage',
    }),
    definePage({
      area: school,
      url: '/manage_drivers',
      load: () => import('./pages/drivers-page'),
      exportName: 'DriversPage',
    }),
    definePage({
      area: school,
      url: '/manage_routes',
      load: () => import('./pages/routes-page'),
      exportName: 'RoutesPage',
    }),
    definePage({
      area: school,
      url: '/add_route',
      load: () => import('./pages/add-route-page'),
      exportName: 'AddRoutePage',
    }),
    definePage({
      area: school,
      url: '/view_driver_setting',
      load: () => import('./pages/driver-settings-page'),
      exportName: 'DriverSettingsPage',
    }),
    definePage({
      area: school,
      url: '/add_driver_setting',
      load: () => import('./pages/add-driver-setting-page'),
      exportName: 'AddDriverSettingPage',
    }),
    definePage({
      area: school,
      url: '/manage_allocate_route',
      load: () => import('./pages/allocations-page'),
      exportName: 'AllocationsPage',
    }),
    definePage({
      area: school,
      url: '/allocate_route',
      load: () => import('./pages/allocate-route-page'),
      exportName: 'AllocateRoutePage',
    }),
    definePage({
      area: school,
      url: '/transport_payment',
      load: () => import('./pages/transport-payment-page'),
      exportName: 'TransportPaymentPage',
    }),
    definePage({
      area: school,
      url: '/transport_defaulter',
      load: () => import('./pages/transport-defaulters-page'),
      exportName: 'TransportDefaultersPage',
    }),
    definePage({
      area: school,
      url: '/mark_transport_attendance',
      load: () => import('./pages/mark-boarding-page'),
      exportName: 'MarkBoardingPage',
    }),
    definePage({
      area: school,
      url: '/view_driver_route_details',
      load: () => import('./pages/driver-routes-page'),
      exportName: 'DriverRoutesPage',
    }),
    definePage({
      area: school,
      url: '/duty_map',
      load: () => import('./pages/bus-duty-page'),
      exportName: 'BusDutyPage',
    }),
    definePage({
      area: school,
      url: '/transport_report',
      load: () => import('./pages/transport-report-page'),
      exportName: 'TransportReportPage',
    }),
    definePage({
      area: school,
      url: '/student_transportation_details',
      load: () => import('./pages/student-transport-page'),
      exportName: 'StudentTransportPage',
    }),
    definePage({
      area: school,
      url: '/route_map',
      paramSuffix: ':routeId?',
      // The server answers a route's map only to who may see it (its driver, a rider's parent, staff).
      gate: { openTo: 'signed-in' },
      load: () => import('./pages/route-map-page'),
      exportName: 'RouteMapPage',
    }),
  ],
  homeCards: [
    defineHomeCard({
      id: 'todayTrip',
      homes: ['staff'],
      order: 4,
      needs: '/mark_transport_attendance',
      load: () => import('./components/today-trip-card'),
      exportName: 'TodayTripCard',
    }),
  ],
};
