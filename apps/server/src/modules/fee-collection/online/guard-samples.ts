import { sql } from 'drizzle-orm';
import type { GuardSamples, IdSource } from '../../../platform/module.ts';

const anyStudent: IdSource = async (db, schoolId) => {
  const result = (await db.execute(
    sql`select id from students where tenant_id = ${schoolId} order by id limit 1`,
  )) as unknown as { rows: Array<{ id: unknown }> };
  const id = result.rows[0]?.id;
  return id === undefined ? undefined : Number(id);
};

/**
 * The checkout and link samples name a student of the school (refused: the guard schools have
 * no fee dues, so nothing is written); invoice ids are random strings no other school shares.
 */
export const onlinePaymentGuardSamples: GuardSamples = {
  idSources: {
    'onlinePayments.checkout': { student_id: anyStudent },
  },
  handSamples: {
    'onlinePayments.invoice': () => ({ query: { invoice_id: 'guard-no-such-invoice' } }),
    'onlinePayments.verify': () => ({
      params: { provider: 'offline' },
      body: { invoice_id: 'guard-no-such-invoice', success: true },
    }),
    'onlinePayments.studentMonthlyPayment': () => ({
      body: { invoice_id: 'guard-no-such-invoice' },
    }),
    'onlinePayments.settingsUpdate': () => ({ body: { provider: 'offline' } }),
  },
};
