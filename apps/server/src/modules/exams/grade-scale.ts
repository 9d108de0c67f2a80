import { cbseGradeBands, type GradeBand, sortBands } from '@shala/contracts';
import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../platform/scope.ts';
import { gradeBands } from './tables.ts';

/** The school's bands, top grade first; the CBSE preset until the school saves its own. */
export async function getGradeScale(scope: TenantScope) {
  const { tx, tenantId } = scope;
  const rows = await tx.select().from(gradeBands).where(eq(gradeBands.tenantId, tenantId));
  if (rows.length === 0) return { bands: [...cbseGradeBands], is_preset: 1 as const };
  const bands = rows.map((row) => ({
    grade: row.grade,
    min_percent: row.minPercent,
    max_percent: row.maxPercent,
  }));
  return { bands: sortBands(bands), is_preset: 0 as const };
}

/** Replaces the school's scale (the schema has checked it covers 0 to 100 without gaps). */
export async function saveGradeScale(scope: TenantScope, bands: GradeBand[]) {
  const { tx, tenantId } = scope;
  await tx.delete(gradeBands).where(eq(gradeBands.tenantId, tenantId));
  await tx.insert(gradeBands).values(
    bands.map((band) => ({
      tenantId,
      grade: band.grade.trim(),
      minPercent: band.min_percent,
      maxPercent: band.max_percent,
    })),
  );
  return getGradeScale(scope);
}
