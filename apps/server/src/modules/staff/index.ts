import type { ServerModule } from '../../platform/module.ts';
import { staffImportHandlers } from './import-routes.ts';
import { staffLookupHandlers } from './lookup-routes.ts';
import { staffRoleHandlers } from './role-routes.ts';
import { staffHandlers } from './routes.ts';

export const staffModule: ServerModule = {
  name: 'staff',
  handlers: {
    ...staffHandlers,
    ...staffRoleHandlers,
    ...staffLookupHandlers,
    ...staffImportHandlers,
  },
};
