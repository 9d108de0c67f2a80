import type { PageEntry } from '../../platform/navigation/feature-manifest';
import type { MenuArea } from '../../platform/navigation/user-area';
import { homePages } from '../home/pages';
import { features } from './feature-pages';

export type { PageEntry, PageGate } from '../../platform/navigation/feature-manifest';

/** Every signed-in page that is built: the shell's home pages, then each feature's. */
export const pageRegistry: readonly PageEntry[] = [
  ...homePages.pages,
  ...features.flatMap((feature) => feature.pages),
];

const builtUrls: Record<MenuArea, ReadonlySet<string>> = {
  school: new Set(pageRegistry.filter((p) => p.area === 'school').map((p) => p.url)),
  platform: new Set(pageRegistry.filter((p) => p.area === 'platform').map((p) => p.url)),
};

/** The urls built for an area: what the side menu may show. */
export function builtUrlsFor(area: MenuArea | null): ReadonlySet<string> {
  return area ? builtUrls[area] : new Set();
}
