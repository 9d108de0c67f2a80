import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** Discipline: add an incident and the incident list (also the parents' view). */
export const disciplineFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/add_discipline_incident',
      load: () => import('./pages/add-incident-page'),
      exportName: 'AddIncidentPage',
    }),
    definePage({
      area: 'school',
      url: '/view_discipline_incidents',
      load: () => import('./pages/view-incidents-page'),
      exportName: 'ViewIncidentsPage',
    }),
  ],
};
