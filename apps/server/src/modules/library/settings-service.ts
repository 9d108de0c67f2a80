import { type LibrarySettings, paiseToRupees } from '@shala/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../../platform/scope.ts';
import { librarySettings } from './tables.ts';

export interface LibraryTerms {
  finePerDayPaise: number;
  loanDays: number;
}

const defaults: LibraryTerms = { finePerDayPaise: 0, loanDays: 14 };

/** The school's fine per late day and loan period (the defaults until it sets them). */
export async function findLibraryTerms(scope: TenantScope): Promise<LibraryTerms> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select({
      finePerDayPaise: librarySettings.finePerDayPaise,
      loanDays: librarySettings.loanDays,
    })
    .from(librarySettings)
    .where(eq(librarySettings.tenantId, tenantId));
  return row ?? defaults;
}

export const presentSettings = (terms: LibraryTerms, today: string): LibrarySettings => ({
  fine_per_day: paiseToRupees(terms.finePerDayPaise),
  loan_days: terms.loanDays,
  today,
});

export async function updateLibrarySettings(
  scope: TenantScope,
  terms: LibraryTerms,
  today: string,
): Promise<LibrarySettings> {
  const { tx, tenantId } = scope;
  await tx
    .insert(librarySettings)
    .values({ tenantId, ...terms })
    .onConflictDoUpdate({
      target: librarySettings.tenantId,
      set: { ...terms, updatedAt: sql`now()` },
    });
  return presentSettings(terms, today);
}

/**
 * The next `count` accession numbers of the school ("1", "2", …). The settings row is locked by
 * the update, so two writers never hand out the same number.
 */
export async function takeAccessionNumbers(scope: TenantScope, count: number): Promise<string[]> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .insert(librarySettings)
    .values({ tenantId, lastAccessionNo: count })
    .onConflictDoUpdate({
      target: librarySettings.tenantId,
      set: { lastAccessionNo: sql`${librarySettings.lastAccessionNo} + ${count}` },
    })
    .returning({ last: librarySettings.lastAccessionNo });
  const first = row!.last - count + 1;
  return Array.from({ length: count }, (_, index) => String(first + index));
}
