import { defineContractModule } from '../core/module.ts';
import { libraryRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The library module: categories, books and copies, issue and return, fines, the parent's books. */
export const libraryModule = defineContractModule('library', libraryRoutes);
