import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The __title__ pages of the signed-in app. */
export const __camel__Feature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/__snake__',
      load: () => import('./pages/__name__s-page'),
      exportName: '__Pascal__sPage',
    }),
  ],
};
