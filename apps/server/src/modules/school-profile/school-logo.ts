import { profileMessages } from '@shala/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import { isDrawableImage } from '../../platform/pdf/index.ts';
import { detectImageType } from '../../platform/storage/image-type.ts';
import { schoolLogos } from './tables.ts';

const m = profileMessages;

export interface SchoolLogoImage {
  contentType: 'image/png' | 'image/jpeg';
  image: Buffer;
  updatedAt: Date;
}

/** The school's uploaded logo, or null when it has none. */
export async function findSchoolLogo(tx: Tx, tenantId: number): Promise<SchoolLogoImage | null> {
  const [row] = await tx
    .select({
      contentType: schoolLogos.contentType,
      image: schoolLogos.image,
      updatedAt: schoolLogos.updatedAt,
    })
    .from(schoolLogos)
    .where(eq(schoolLogos.tenantId, tenantId));
  return row ? { ...row, contentType: row.contentType as SchoolLogoImage['contentType'] } : null;
}

/** When the logo last changed, without reading its bytes (for versioned addresses). */
export async function findSchoolLogoVersion(tx: Tx, tenantId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ updatedAt: schoolLogos.updatedAt })
    .from(schoolLogos)
    .where(eq(schoolLogos.tenantId, tenantId));
  return row?.updatedAt ?? null;
}

/**
 * Sets (or replaces) the school's logo: PNG or JPEG by its bytes (the name and the declared
 * type are ignored), at most 1 MB (the upload reader refuses larger), and drawable in a PDF.
 */
export async function uploadSchoolLogo(tx: Tx, tenantId: number, files: UploadedFile[]) {
  const file = files.find((f) => f.field === 'file') ?? files[0];
  if (!file || file.bytes.length === 0) throw badRequest(m.chooseLogo, 'file');
  const type = detectImageType(file.bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') throw badRequest(m.notALogo, 'file');
  if (!(await isDrawableImage(file.bytes))) throw badRequest(m.logoUnreadable, 'file');
  await tx
    .insert(schoolLogos)
    .values({ tenantId, contentType: type, image: file.bytes })
    .onConflictDoUpdate({
      target: schoolLogos.tenantId,
      set: { contentType: type, image: file.bytes, updatedAt: sql`now()` },
    });
}

/** Removes the school's logo; removing none is not an error. */
export async function removeSchoolLogo(tx: Tx, tenantId: number): Promise<void> {
  await tx.delete(schoolLogos).where(eq(schoolLogos.tenantId, tenantId));
}
