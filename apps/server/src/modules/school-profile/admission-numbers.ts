import { admissionScope, formatAdmissionNumber } from '@shala/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { registrationCounters, registrationFormats } from './tables.ts';

const defaultFormat = { prefix: '', includeYear: true, separator: '/', digits: 4, startFrom: 1 };

/**
 * Issues the next admission number inside the caller's transaction. The counter row stays
 * locked until that transaction ends, so concurrent admissions queue instead of colliding,
 * and a rolled-back admission gives its number back: no duplicates, no gaps.
 */
export async function issueAdmissionNumber(
  tx: Tx,
  tenantId: number,
  year: number,
): Promise<string> {
  const [stored] = await tx
    .select()
    .from(registrationFormats)
    .where(eq(registrationFormats.tenantId, tenantId))
    .limit(1);
  const format = stored ?? defaultFormat;
  const scope = admissionScope(format, year);
  const [counter] = await tx
    .insert(registrationCounters)
    .values({ tenantId, scope, lastNumber: format.startFrom })
    .onConflictDoUpdate({
      target: [registrationCounters.tenantId, registrationCounters.scope],
      set: {
        lastNumber: sql`greatest(${registrationCounters.lastNumber} + 1, ${format.startFrom})`,
      },
    })
    .returning({ lastNumber: registrationCounters.lastNumber });
  return formatAdmissionNumber(format, year, counter!.lastNumber);
}
