import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { ServerModule } from '../../platform/module.ts';
import { seedHolidays } from './demo-seed.ts';
import { holidayHandlers } from './routes.ts';

const latestHoliday = (db: Parameters<typeof firstId>[0], schoolId: number) =>
  firstId(db, sql`select id from holidays where tenant_id = ${schoolId} order by id desc limit 1`);
const holiday = {
  holiday_name: 'Guard Holiday',
  start_date: '2040-05-01',
  end_date: '2040-05-02',
  applies_to: 'all',
};

export const holidaysModule: ServerModule = {
  name: 'holidays',
  handlers: holidayHandlers,
  demoSeed: ({ tx, tenantId }) => seedHolidays(tx, tenantId),
  guardSamples: {
    handSamples: {
      'holidays.create': () => ({ body: holiday }),
      'holidays.update': () => ({ body: holiday }),
    },
    idSources: {
      'holidays.update': { id: latestHoliday },
      'holidays.delete': { id: latestHoliday },
    },
  },
};

/** The public face other modules use: the holiday ranges that close the school. */
export { listClosures } from './holidays-service.ts';
