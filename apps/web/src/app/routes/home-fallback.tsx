import { lazyPage } from '../lazy-page';

/**
 * What the user's home shows while no page is built there for their area (the platform
 * dashboard arrives with the schools module): a plain welcome, never a redirect loop.
 */
export const homeFallback = lazyPage(() => import('../home/pages/welcome-page'), 'WelcomePage');
