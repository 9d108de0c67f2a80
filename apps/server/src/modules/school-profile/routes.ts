import {
  deleteBanner,
  getBannerImage,
  getRegistrationFormat,
  getSchoolInformation,
  listBanners,
  listPublicBanners,
  orderBanners,
  profileMessages,
  removeSchoolLogo,
  saveRegistrationFormat,
  saveSchoolInformation,
  updateBanner,
  uploadBanner,
  uploadSchoolLogo,
} from '@shala/contracts';
import { notFound } from '../../platform/errors.ts';
import { handle } from '../../platform/http/handle.ts';
import { hasModuleAccess } from '../../platform/http/module-access.ts';
import * as banners from './banners.ts';
import * as registration from './registration-format.ts';
import * as information from './school-information.ts';
import * as logo from './school-logo.ts';

const m = profileMessages;

export const schoolProfileHandlers = {
  [getSchoolInformation.id]: handle(getSchoolInformation, async (_input, ctx) =>
    information.getSchoolInformation(ctx.tx, ctx.tenant),
  ),
  [saveSchoolInformation.id]: handle(saveSchoolInformation, async ({ body }, ctx) => {
    await information.saveSchoolInformation(ctx.tx, ctx.tenant, body);
    ctx.message = m.profileSaved;
    return information.getSchoolInformation(ctx.tx, ctx.tenant);
  }),
  [uploadSchoolLogo.id]: handle(uploadSchoolLogo, async ({ files = [] }, ctx) => {
    await logo.uploadSchoolLogo(ctx.tx, ctx.tenant.id, files);
    ctx.message = m.logoUploaded;
    return information.getSchoolInformation(ctx.tx, ctx.tenant);
  }),
  [removeSchoolLogo.id]: handle(removeSchoolLogo, async (_input, ctx) => {
    await logo.removeSchoolLogo(ctx.tx, ctx.tenant.id);
    ctx.message = m.logoRemoved;
    return information.getSchoolInformation(ctx.tx, ctx.tenant);
  }),

  [listBanners.id]: handle(listBanners, async (_input, ctx) =>
    (await banners.listBanners(ctx.tx, ctx.tenant.id)).map(banners.presentBanner),
  ),
  [uploadBanner.id]: handle(uploadBanner, async ({ body, files = [] }, ctx) => {
    const row = await banners.uploadBanner(ctx.tx, ctx.services.storage, ctx.tenant.id, {
      ...body,
      files,
    });
    ctx.message = m.bannerUploaded;
    return row;
  }),
  [updateBanner.id]: handle(updateBanner, async ({ body }, ctx) => {
    ctx.message = m.bannerSaved;
    return banners.updateBanner(ctx.tx, ctx.tenant.id, body);
  }),
  [orderBanners.id]: handle(orderBanners, async ({ body }, ctx) => {
    ctx.message = m.bannersOrdered;
    return banners.orderBanners(ctx.tx, ctx.tenant.id, body.banner_ids);
  }),
  [deleteBanner.id]: handle(deleteBanner, async ({ params }, ctx) => {
    const fileKey = await banners.deleteBanner(ctx.tx, ctx.tenant.id, params.id);
    ctx.afterCommit.push(() => ctx.services.storage.delete(fileKey));
    ctx.message = m.bannerDeleted;
    return null;
  }),

  [listPublicBanners.id]: handle(listPublicBanners, async (_input, ctx) => {
    if (ctx.tenant?.kind !== 'SCHOOL' || ctx.tenant.status !== 'ACTIVE') return [];
    const rows = await banners.listBanners(ctx.tx, ctx.tenant.id, true);
    return rows.map((row) => {
      const { id, title, url } = banners.presentBanner(row);
      return { id, title, url };
    });
  }),
  [getBannerImage.id]: handle(getBannerImage, async ({ params }, ctx) => {
    if (ctx.tenant?.kind !== 'SCHOOL' || ctx.tenant.status !== 'ACTIVE')
      throw notFound(m.bannerNotFound);
    const banner = await banners.findBanner(ctx.tx, ctx.tenant.id, params.id);
    // A hidden banner is shown only to the school's staff who manage banners.
    const mayView =
      banner?.isActive ||
      (ctx.user?.userType === 'SCHOOL_USER' &&
        (await hasModuleAccess(ctx.tx, ctx.user, 'school_profile')));
    if (!banner || !mayView) throw notFound(m.bannerNotFound);
    const bytes = await ctx.services.storage.get(banner.fileKey);
    if (!bytes) throw notFound(m.bannerNotFound);
    ctx.reply
      .header('content-type', banner.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', banner.isActive ? 'public, max-age=300' : 'private, no-store')
      .send(bytes);
    return null;
  }),

  [getRegistrationFormat.id]: handle(getRegistrationFormat, async (_input, ctx) =>
    registration.getRegistrationFormat(ctx.tx, ctx.tenant.id),
  ),
  [saveRegistrationFormat.id]: handle(saveRegistrationFormat, async ({ body }, ctx) => {
    await registration.saveRegistrationFormat(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.formatSaved;
    return registration.getRegistrationFormat(ctx.tx, ctx.tenant.id);
  }),
};
