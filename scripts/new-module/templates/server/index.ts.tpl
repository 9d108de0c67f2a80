import type { ServerModule } from '../../platform/module.ts';
import { __camel__Handlers } from './routes.ts';

export const __camel__Module: ServerModule = {
  name: '__name__',
  handlers: __camel__Handlers,
};
