import { defineContractModule } from '../core/module.ts';
import { __camel__Routes } from './routes.ts';

export * from './routes.ts';
export * from './schemas.ts';

/** The __title__ module: its routes; its schemas are exported above. */
export const __camel__Module = defineContractModule('__name__', __camel__Routes);
