import type { ServerModule } from '../../platform/module.ts';
import { systemHandlers } from './routes.ts';

export const systemModule: ServerModule = { name: 'system', handlers: systemHandlers };
