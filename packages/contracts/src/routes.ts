import type { ContractModule } from './core/module.ts';
import { isContractModule } from './core/module.ts';
import type { RouteDef } from './core/route.ts';
import * as exported from './modules.ts';

/** The modules listed in modules.ts, found by their manifest among its exports. */
export const contractModules: readonly ContractModule[] =
  Object.values(exported).filter(isContractModule);

/** Every API route of the product. Registration, OpenAPI and the guard suites read this list. */
export const routeTable: readonly RouteDef[] = contractModules.flatMap((module) => module.routes);
