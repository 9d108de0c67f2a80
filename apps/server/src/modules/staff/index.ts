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

/** Whether the caller may see staff's user names. */
export { managesStaff } from './manages-staff.ts';
/** The public face other modules use: the school's staff as options. */
export { listStaffUsers } from './staff-options-service.ts';
/** The password of an account whose owner sets it later (imported staff and parents). */
export { unusablePasswordHash } from './staff-service.ts';
/** Tables the demo's staff rows are written to. */
export { designations, roleDesignations, staffProfiles } from './tables.ts';
