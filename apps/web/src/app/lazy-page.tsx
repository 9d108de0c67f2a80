import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoading } from '../ui/page-loading';

/**
 * A route element whose page is loaded on first visit, with the plain "Loading..."
 * placeholder meanwhile. Pages are named exports: `lazyPage(() => import('./x'), 'XPage')`.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
