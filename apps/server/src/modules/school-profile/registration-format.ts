import type { RegistrationFormatBody } from '@shala/contracts';
import { asOneOrZero } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import {
  currentAdmissionYear,
  defaultFormat,
  peekAdmissionNumber,
  readFormat,
} from './admission-numbers.ts';
import { registrationFormats } from './tables.ts';

/** The format as the screen shows it, with the number the next admission would get. */
export async function getRegistrationFormat(tx: Tx, tenantId: number) {
  const format = (await readFormat(tx, tenantId)) ?? defaultFormat;
  const year = await currentAdmissionYear(tx, tenantId);
  return {
    prefix: format.prefix,
    include_year: asOneOrZero(format.includeYear),
    separator: format.separator,
    digits: format.digits,
    start_from: format.startFrom,
    year,
    next_number: await peekAdmissionNumber(tx, tenantId, year),
  };
}

/** Stores the format; numbers already issued keep their text, counters only go up. */
export async function saveRegistrationFormat(
  tx: Tx,
  tenantId: number,
  body: RegistrationFormatBody,
): Promise<void> {
  const values = {
    prefix: body.prefix,
    includeYear: body.include_year,
    separator: body.separator,
    digits: body.digits,
    startFrom: body.start_from,
  };
  await tx
    .insert(registrationFormats)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({
      target: registrationFormats.tenantId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
