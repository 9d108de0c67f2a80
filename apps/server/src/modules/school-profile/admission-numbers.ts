import { admissionScope, formatAdmissionNumber } from '@shala/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { findCurrentSession } from '../academics/index.ts';
import { registrationCounters, registrationFormats } from './tables.ts';

export const defaultFormat = {
  prefix: '',
  includeYear: true,
  separator: '/',
  digits: 4,
  startFrom: 1,
};

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

/**
 * The year admission numbers are issued for now: the start year of the current session,
 * or the calendar year when no session is current.
 */
export async function currentAdmissionYear(tx: Tx, tenantId: number): Promise<number> {
  const current = await findCurrentSession(tx, tenantId);
  return current ? Number(current.startDate.slice(0, 4)) : new Date().getUTCFullYear();
}

/** The number the next admission of `year` would get, without issuing it. */
export async function peekAdmissionNumber(tx: Tx, tenantId: number, year: number): Promise<string> {
  const format = (await readFormat(tx, tenantId)) ?? defaultFormat;
  const scope = admissionScope(format, year);
  const [counter] = await tx
    .select({ lastNumber: registrationCounters.lastNumber })
    .from(registrationCounters)
    .where(and(eq(registrationCounters.tenantId, tenantId), eq(registrationCounters.scope, scope)));
  const next = counter ? Math.max(counter.lastNumber + 1, format.startFrom) : format.startFrom;
  return formatAdmissionNumber(format, year, next);
}

/** The school's stored format, or null when it never set one. */
export async function readFormat(tx: Tx, tenantId: number) {
  const [stored] = await tx
    .select()
    .from(registrationFormats)
    .where(eq(registrationFormats.tenantId, tenantId))
    .limit(1);
  return stored ?? null;
}

/**
 * Issues `count` consecutive admission numbers at once (imports), exactly as `count` calls of
 * issueAdmissionNumber in a row would: one counter update, the same lock and rules.
 */
export async function issueAdmissionNumbers(
  tx: Tx,
  tenantId: number,
  year: number,
  count: number,
): Promise<string[]> {
  if (count <= 0) return [];
  const [stored] = await tx
    .select()
    .from(registrationFormats)
    .where(eq(registrationFormats.tenantId, tenantId))
    .limit(1);
  const format = stored ?? defaultFormat;
  const scope = admissionScope(format, year);
  const [counter] = await tx
    .insert(registrationCounters)
    .values({ tenantId, scope, lastNumber: format.startFrom + count - 1 })
    .onConflictDoUpdate({
      target: [registrationCounters.tenantId, registrationCounters.scope],
      set: {
        lastNumber: sql`greatest(${registrationCounters.lastNumber} + 1, ${format.startFrom}) + ${count - 1}`,
      },
    })
    .returning({ lastNumber: registrationCounters.lastNumber });
  const first = counter!.lastNumber - count + 1;
  return Array.from({ length: count }, (_, i) => formatAdmissionNumber(format, year, first + i));
}

/**
 * Admission numbers for admissions of the given years, in order, as issueAdmissionNumber
 * would give them one by one: the school's format, continuing its counters, which are left
 * at the last number issued.
 */
export async function issueAdmissionNumbersOfYears(
  tx: Tx,
  tenantId: number,
  years: number[],
): Promise<string[]> {
  const [stored] = await tx
    .select()
    .from(registrationFormats)
    .where(eq(registrationFormats.tenantId, tenantId))
    .limit(1);
  const format = stored ?? defaultFormat;
  const counters = new Map(
    (
      await tx
        .select()
        .from(registrationCounters)
        .where(eq(registrationCounters.tenantId, tenantId))
    ).map((row) => [row.scope, row.lastNumber]),
  );
  const numbers = years.map((year) => {
    const scope = admissionScope(format, year);
    const last = counters.get(scope);
    const number = last === undefined ? format.startFrom : Math.max(last + 1, format.startFrom);
    counters.set(scope, number);
    return formatAdmissionNumber(format, year, number);
  });
  const touched = [...new Set(years.map((year) => admissionScope(format, year)))];
  if (touched.length)
    await tx
      .insert(registrationCounters)
      .values(touched.map((scope) => ({ tenantId, scope, lastNumber: counters.get(scope)! })))
      .onConflictDoUpdate({
        target: [registrationCounters.tenantId, registrationCounters.scope],
        set: { lastNumber: sql`excluded.last_number` },
      });
  return numbers;
}
