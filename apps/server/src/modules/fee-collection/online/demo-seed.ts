import { addDays, todayIn } from '@shala/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/connect.ts';
import { findCurrentSession } from '../../academics/index.ts';
import { accountsOf } from '../../auth/index.ts';
import { findChildIds, postCharge } from './ledger.ts';

/**
 * The demo parent (`parent@<school>`, father of two) gets a charge per child to pay online
 * (an excursion, due in three weeks), so the parents' fees page has something to pay even
 * before a fee structure is set up. Idempotent: the ledger's key posts each charge once.
 */
export async function seedOnlinePaymentDemo(tx: Tx, tenantId: number, subdomain: string) {
  const accounts = accountsOf(tx, tenantId);
  const [parent] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, `parent@${subdomain}`));
  const session = await findCurrentSession(tx, tenantId);
  if (!parent || !session) return;
  const dueDate = addDays(todayIn('Asia/Kolkata'), 21);
  for (const studentId of await findChildIds(tx, tenantId, parent.id)) {
    await postCharge(tx, {
      tenantId,
      studentId,
      sessionId: session.id,
      source: 'other',
      description: 'Educational excursion',
      amountPaise: 125_000,
      dueDate,
      idempotencyKey: `demo:excursion:${studentId}`,
    });
  }
}
