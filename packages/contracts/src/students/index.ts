import { defineContractModule } from '../core/module.ts';
import { getStudentIdCards } from './id-card-routes.ts';
import { studentImportRoutes } from './import-routes.ts';
import { studentLookupRoutes } from './lookup-routes.ts';
import { studentPhotoRoutes } from './photo-routes.ts';
import { studentRoutes } from './routes.ts';

export * from './id-card-routes.ts';
export * from './import-routes.ts';
export * from './import-rows.ts';
export * from './lookup-routes.ts';
export * from './photo-routes.ts';
export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The students module: its routes; its schemas and rules are exported above. */
export const studentsModule = defineContractModule('students', [
  ...studentRoutes,
  ...studentLookupRoutes,
  ...studentImportRoutes,
  getStudentIdCards,
  ...studentPhotoRoutes,
]);
