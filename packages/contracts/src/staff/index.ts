import { defineContractModule } from '../core/module.ts';
import { staffImportRoutes } from './import-routes.ts';
import { staffLookupRoutes } from './lookup-routes.ts';
import { staffRoutes } from './routes.ts';

export * from './import-routes.ts';
export * from './import-rows.ts';
export * from './lookup-routes.ts';
export * from './routes.ts';
export * from './schemas.ts';

/** The staff module: its routes; its schemas and rules are exported above. */
export const staffModule = defineContractModule('staff', [
  ...staffRoutes,
  ...staffLookupRoutes,
  ...staffImportRoutes,
]);
