import { randomUUID } from 'node:crypto';
import {
  asOneOrZero,
  bannerMaxBytes,
  buildPath,
  getBannerImage,
  maxBannersPerSchool,
  profileMessages,
} from '@shala/contracts';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { detectImageType, extensionOf } from '../../platform/storage/image-type.ts';
import { schoolBanners } from './tables.ts';

const m = profileMessages;
type BannerRecord = typeof schoolBanners.$inferSelect;

export const presentBanner = (row: BannerRecord) => ({
  id: row.id,
  title: row.title,
  position: row.position,
  is_active: asOneOrZero(row.isActive),
  content_type: row.contentType,
  url: buildPath(getBannerImage, { id: row.id }),
  created_at: row.createdAt.toISOString(),
});

export async function listBanners(tx: Tx, tenantId: number, onlyActive = false) {
  return tx
    .select()
    .from(schoolBanners)
    .where(
      and(
        eq(schoolBanners.tenantId, tenantId),
        onlyActive ? eq(schoolBanners.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(schoolBanners.position), asc(schoolBanners.id));
}

export async function findBanner(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(schoolBanners)
    .where(and(eq(schoolBanners.tenantId, tenantId), eq(schoolBanners.id, id)));
  return row ?? null;
}

/**
 * Adds a banner: the image must be PNG, JPEG or WebP by its bytes (the name and the
 * declared type are ignored) and at most 2 MB. The row is written first, so a failed
 * store rolls it back; a failed commit may leave an unused file behind, never a row
 * without its file.
 */
export async function uploadBanner(
  tx: Tx,
  storage: FileStorage,
  tenantId: number,
  input: { title: string | null; is_active: boolean; files: UploadedFile[] },
) {
  const file = input.files.find((f) => f.field === 'file') ?? input.files[0];
  if (!file || file.bytes.length === 0) throw badRequest(m.chooseImage, 'file');
  if (file.bytes.length > bannerMaxBytes) throw badRequest(m.imageTooLarge, 'file');
  const type = detectImageType(file.bytes);
  if (!type) throw badRequest(m.notAnImage, 'file');
  const [stats] = await tx
    .select({ banners: count(), last: max(schoolBanners.position) })
    .from(schoolBanners)
    .where(eq(schoolBanners.tenantId, tenantId));
  if ((stats?.banners ?? 0) >= maxBannersPerSchool) throw badRequest(m.tooManyBanners, 'file');
  const fileKey = `schools/${tenantId}/banners/${randomUUID()}.${extensionOf(type)}`;
  const [row] = await tx
    .insert(schoolBanners)
    .values({
      tenantId,
      title: input.title,
      fileKey,
      contentType: type,
      position: (stats?.last ?? 0) + 1,
      isActive: input.is_active,
    })
    .returning();
  await storage.put(fileKey, file.bytes, type);
  return presentBanner(row!);
}

export async function updateBanner(
  tx: Tx,
  tenantId: number,
  body: { id: number; title: string | null; is_active: boolean },
) {
  const [row] = await tx
    .update(schoolBanners)
    .set({ title: body.title, isActive: body.is_active })
    .where(and(eq(schoolBanners.tenantId, tenantId), eq(schoolBanners.id, body.id)))
    .returning();
  if (!row) throw notFound(m.bannerNotFound);
  return presentBanner(row);
}

/** Display order 1…n as given; the list must hold every banner of the school once. */
export async function orderBanners(tx: Tx, tenantId: number, ids: number[]) {
  const all = await listBanners(tx, tenantId);
  const known = new Set(all.map((row) => row.id));
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== known.size ||
    ids.some((id) => !known.has(id))
  )
    throw badRequest(m.listEveryBanner, 'banner_ids');
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::bigint then ${index + 1}::int`),
    sql` `,
  );
  await tx
    .update(schoolBanners)
    .set({ position: sql`case ${schoolBanners.id} ${cases} end` })
    .where(and(eq(schoolBanners.tenantId, tenantId), inArray(schoolBanners.id, ids)));
  return (await listBanners(tx, tenantId)).map(presentBanner);
}

/** Deletes the row now; the caller removes the file once the deletion has committed. */
export async function deleteBanner(tx: Tx, tenantId: number, id: number): Promise<string> {
  const [row] = await tx
    .delete(schoolBanners)
    .where(and(eq(schoolBanners.tenantId, tenantId), eq(schoolBanners.id, id)))
    .returning({ fileKey: schoolBanners.fileKey });
  if (!row) throw notFound(m.bannerNotFound);
  return row.fileKey;
}
