import { health } from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';

export const systemHandlers = {
  [health.id]: handle(health, async () => ({ uptimeSeconds: Math.round(process.uptime()) })),
};
