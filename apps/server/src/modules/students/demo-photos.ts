import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { drawPortraitPng } from '../../platform/files/portrait-png.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { students } from './tables.ts';

const backdrops = ['#5b7db1', '#6a9a7b', '#a0785a', '#7d6aa8'];

/**
 * Placeholder photos for the demo's first students (their ID cards show a photo; the rest
 * show the box to paste one in). Idempotent: a student with a photo keeps it.
 */
export async function seedDemoPhotos(tx: Tx, tenantId: number, storage: FileStorage, count = 24) {
  const rows = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), isNull(students.photoKey)))
    .orderBy(asc(students.id))
    .limit(count);
  for (const [index, row] of rows.entries()) {
    const photoKey = `schools/${tenantId}/students/${row.id}/demo-photo.png`;
    await storage.put(photoKey, drawPortraitPng(backdrops[index % backdrops.length]!), 'image/png');
    await tx
      .update(students)
      .set({ photoKey })
      .where(and(eq(students.tenantId, tenantId), eq(students.id, row.id)));
  }
}
