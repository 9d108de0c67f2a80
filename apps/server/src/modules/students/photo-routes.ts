import {
  getStudentPhoto,
  studentMessages as m,
  removeStudentPhoto,
  uploadStudentPhoto,
} from '@shala/contracts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { isFrontOffice, maySeeStudent } from './family-scope.ts';
import * as photos from './student-photos.ts';
import { findStudentDetail } from './student-queries.ts';

/** Only who writes families' details (the front office) changes a photo. */
async function assertMayChangePhoto(ctx: SignedInContext) {
  if (!(await isFrontOffice(ctx.scope))) throw forbidden(m.mayNotChangePhoto);
}

/** A student's photo: set, shown to those who may see the student, removed. */
export const studentPhotoHandlers = {
  [uploadStudentPhoto.id]: handle(uploadStudentPhoto, async ({ params, files = [] }, ctx) => {
    await assertMayChangePhoto(ctx);
    const saved = await photos.saveStudentPhoto(
      ctx.tx,
      ctx.services.storage,
      ctx.tenant.id,
      params.id,
      files,
    );
    const replaced = saved.replaced;
    if (replaced) ctx.afterCommit.push(() => ctx.services.storage.delete(replaced));
    ctx.message = m.photoSaved;
    return { photo_url: saved.photoUrl };
  }),
  [getStudentPhoto.id]: handle(getStudentPhoto, async ({ params }, ctx) => {
    const student = await findStudentDetail(ctx.tx, ctx.tenant.id, params.id);
    if (!student) throw notFound(m.studentNotFound);
    if (!(await maySeeStudent(ctx.scope, student.programs))) throw forbidden(m.notYourFamily);
    const photo = await photos.readStudentPhoto(
      ctx.tx,
      ctx.services.storage,
      ctx.tenant.id,
      params.id,
    );
    ctx.reply
      .header('content-type', photo.contentType)
      .header('x-content-type-options', 'nosniff')
      // The address changes with each new photo (?v=), so a day's private cache is safe.
      .header('cache-control', 'private, max-age=86400')
      .send(photo.bytes);
    return null;
  }),
  [removeStudentPhoto.id]: handle(removeStudentPhoto, async ({ params }, ctx) => {
    await assertMayChangePhoto(ctx);
    const removed = await photos.removeStudentPhoto(ctx.tx, ctx.tenant.id, params.id);
    if (removed) ctx.afterCommit.push(() => ctx.services.storage.delete(removed));
    ctx.message = m.photoRemoved;
    return null;
  }),
};
