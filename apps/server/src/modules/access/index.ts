import { defaultPageIdsFor } from '@shala/contracts';
import type { ServerModule } from '../../platform/module.ts';
import { accessHandlers } from './routes.ts';

export const accessModule: ServerModule = {
  name: 'access',
  handlers: accessHandlers,
  guardSamples: {
    // Sets the sub admin's pages to their defaults: a real write that changes no one's access.
    handSamples: {
      'access.set': () => ({ body: { role_id: 3, module_ids: defaultPageIdsFor(3) } }),
    },
  },
};

/** The public face other modules use: a new school's default module access. */
export { grantDefaultAccess } from './access-service.ts';
