import {
  defineHomeCard,
  definePage,
  type FeatureManifest,
} from '../../platform/navigation/feature-manifest';

/** The news pages of the signed-in app. */
export const newsFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/add_news',
      load: () => import('./pages/add-news-page'),
      exportName: 'AddNewsPage',
    }),
    definePage({
      area: 'school',
      url: '/manage_news',
      load: () => import('./pages/manage-news-page'),
      exportName: 'ManageNewsPage',
    }),
  ],
  homeCards: [
    defineHomeCard({
      id: 'latestNews',
      homes: ['admin', 'staff', 'parent'],
      order: 30,
      load: () => import('./components/latest-news-card'),
      exportName: 'LatestNewsCard',
    }),
  ],
};
