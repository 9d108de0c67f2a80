import type { CreateHolidayBody, HolidayRow, UpdateHolidayBody } from '@shala/contracts';
import { holidayMessages } from '@shala/contracts';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { holidays } from './tables.ts';

type HolidayRecord = typeof holidays.$inferSelect;

const presentHoliday = (row: HolidayRecord): HolidayRow => ({
  id: row.id,
  holiday_name: row.name,
  start_date: row.startDate,
  end_date: row.endDate,
  applies_to: row.appliesTo,
});

const columnsOf = (body: CreateHolidayBody) => ({
  name: body.holiday_name,
  startDate: body.start_date,
  endDate: body.end_date,
  appliesTo: body.applies_to,
});

/** The holidays touching a calendar year, by start date; `audience` keeps those that close for it. */
export async function listHolidays(
  scope: TenantScope,
  filter: { year: number; audience?: 'students' | 'staff' },
): Promise<HolidayRow[]> {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select()
    .from(holidays)
    .where(
      and(
        eq(holidays.tenantId, tenantId),
        lte(holidays.startDate, `${filter.year}-12-31`),
        gte(holidays.endDate, `${filter.year}-01-01`),
        filter.audience ? inArray(holidays.appliesTo, ['all', filter.audience]) : undefined,
      ),
    )
    .orderBy(asc(holidays.startDate), asc(holidays.id));
  return rows.map(presentHoliday);
}

export async function createHoliday(
  scope: TenantScope,
  createdBy: number,
  body: CreateHolidayBody,
): Promise<HolidayRow> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .insert(holidays)
    .values({ tenantId, createdBy, ...columnsOf(body) })
    .returning();
  return presentHoliday(row!);
}

export async function updateHoliday(
  scope: TenantScope,
  body: UpdateHolidayBody,
): Promise<HolidayRow> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .update(holidays)
    .set(columnsOf(body))
    .where(and(eq(holidays.tenantId, tenantId), eq(holidays.id, body.id)))
    .returning();
  if (!row) throw notFound(holidayMessages.notFound);
  return presentHoliday(row);
}

export async function deleteHoliday(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .delete(holidays)
    .where(and(eq(holidays.tenantId, tenantId), eq(holidays.id, id)))
    .returning({ id: holidays.id });
  if (!row) throw notFound(holidayMessages.notFound);
}

/** The holiday ranges of a period that close the school for `audience`. */
export async function listClosures(
  tx: Tx,
  tenantId: number,
  range: { fromDate: string; toDate: string; audience: 'students' | 'staff' },
) {
  return tx
    .select({ name: holidays.name, start_date: holidays.startDate, end_date: holidays.endDate })
    .from(holidays)
    .where(
      and(
        eq(holidays.tenantId, tenantId),
        lte(holidays.startDate, range.toDate),
        gte(holidays.endDate, range.fromDate),
        inArray(holidays.appliesTo, ['all', range.audience]),
      ),
    );
}
