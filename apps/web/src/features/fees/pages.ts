import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The fee setup pages: titles, structures and their details, concessions. */
export const feesFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/add_fee_title',
      load: () => import('./pages/add-fee-title-page'),
      exportName: 'AddFeeTitlePage',
    }),
    definePage({
      area: 'school',
      url: '/add_fee_structure',
      load: () => import('./pages/add-fee-structure-page'),
      exportName: 'AddFeeStructurePage',
    }),
    definePage({
      area: 'school',
      url: '/fee_structure_details',
      load: () => import('./pages/fee-structure-details-page'),
      exportName: 'FeeStructureDetailsPage',
    }),
    definePage({
      area: 'school',
      url: '/fee_concession',
      load: () => import('./pages/fee-concessions-page'),
      exportName: 'FeeConcessionsPage',
      // Not a catalogue page: whoever may set up fee structures sets up concessions.
      gate: { openTo: 'same-as', sameAs: '/add_fee_structure' },
    }),
  ],
};
