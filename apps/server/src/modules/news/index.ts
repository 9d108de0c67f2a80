import type { ServerModule } from '../../platform/module.ts';
import { seedNews } from './demo-seed.ts';
import { newsHandlers } from './routes.ts';

export const newsModule: ServerModule = {
  name: 'news',
  handlers: newsHandlers,
  demoSeed: ({ tx, tenantId }) => seedNews(tx, tenantId),
};
