import {
  defineHomeCard,
  definePage,
  type FeatureManifest,
} from '../../platform/navigation/feature-manifest';

/** The events pages of the signed-in app. */
export const eventsFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/manage_event',
      load: () => import('./pages/manage-event-page'),
      exportName: 'ManageEventPage',
    }),
    definePage({
      area: 'school',
      url: '/add_event',
      load: () => import('./pages/add-event-page'),
      exportName: 'AddEventPage',
    }),
  ],
  homeCards: [
    defineHomeCard({
      id: 'upcomingEvents',
      homes: ['admin', 'staff', 'parent'],
      order: 20,
      load: () => import('./components/upcoming-events-card'),
      exportName: 'UpcomingEventsCard',
    }),
  ],
};
