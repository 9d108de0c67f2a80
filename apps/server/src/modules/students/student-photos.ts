import { randomUUID } from 'node:crypto';
import { buildPath, getStudentPhoto, studentMessages as m } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import { isDrawableImage } from '../../platform/pdf/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { detectImageType, extensionOf } from '../../platform/storage/image-type.ts';
import { students } from './tables.ts';

/**
 * Where the photo is shown from: the key's random part versions the address, so a browser
 * fetches a replaced photo at once instead of its cached copy.
 */
export function studentPhotoUrl(studentId: number, photoKey: string | null): string | null {
  if (!photoKey) return null;
  const version = photoKey.split('/').at(-1)!.slice(0, 8);
  return `${buildPath(getStudentPhoto, { id: studentId })}?v=${version}`;
}

async function findPhotoKey(tx: Tx, tenantId: number, studentId: number, lock = false) {
  const query = tx
    .select({ photoKey: students.photoKey })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.id, studentId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m.studentNotFound);
  return row.photoKey;
}

/**
 * Sets or replaces a student's photo: PNG or JPEG by its bytes (the name and the declared type
 * are ignored; a PDF ID card draws only these), at most 1 MB (the upload reader refuses
 * larger) and drawable. Answers the new address and the replaced file's key, to delete after
 * commit.
 */
export async function saveStudentPhoto(
  tx: Tx,
  storage: FileStorage,
  tenantId: number,
  studentId: number,
  files: UploadedFile[],
) {
  // The student first: another school's id is "not found" whatever the file is.
  const replaced = await findPhotoKey(tx, tenantId, studentId, true);
  const file = files.find((f) => f.field === 'file') ?? files[0];
  if (!file || file.bytes.length === 0) throw badRequest(m.choosePhoto, 'file');
  const type = detectImageType(file.bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') throw badRequest(m.notAPhoto, 'file');
  if (!(await isDrawableImage(file.bytes))) throw badRequest(m.photoUnreadable, 'file');
  const photoKey = `schools/${tenantId}/students/${studentId}/${randomUUID()}.${extensionOf(type)}`;
  await tx
    .update(students)
    .set({ photoKey })
    .where(and(eq(students.tenantId, tenantId), eq(students.id, studentId)));
  // Stored after the row: a failed store rolls the row back; a failed commit leaves at most
  // an unused file, never a row without its file.
  await storage.put(photoKey, file.bytes, type);
  return { photoUrl: studentPhotoUrl(studentId, photoKey)!, replaced };
}

/** Removes a student's photo; answers the removed file's key (null when there was none). */
export async function removeStudentPhoto(tx: Tx, tenantId: number, studentId: number) {
  const removed = await findPhotoKey(tx, tenantId, studentId, true);
  if (removed)
    await tx
      .update(students)
      .set({ photoKey: null })
      .where(and(eq(students.tenantId, tenantId), eq(students.id, studentId)));
  return removed;
}

/** A student's photo bytes and type; "no photo" (404) when there is none. */
export async function readStudentPhoto(
  tx: Tx,
  storage: FileStorage,
  tenantId: number,
  studentId: number,
) {
  const photoKey = await findPhotoKey(tx, tenantId, studentId);
  const bytes = photoKey ? await storage.get(photoKey) : null;
  const type = bytes ? detectImageType(bytes) : null;
  if (!bytes || !type) throw notFound(m.noPhoto);
  return { bytes, contentType: type };
}

/** The photos under these keys that can be drawn in a PDF, as data URLs by key. */
export async function readPhotosForPdf(storage: FileStorage, keys: readonly (string | null)[]) {
  const found = new Map<string, string>();
  for (const key of new Set(keys)) {
    if (!key) continue;
    const bytes = await storage.get(key);
    const type = bytes ? detectImageType(bytes) : null;
    if (bytes && (type === 'image/png' || type === 'image/jpeg'))
      found.set(key, `data:${type};base64,${bytes.toString('base64')}`);
  }
  return found;
}
