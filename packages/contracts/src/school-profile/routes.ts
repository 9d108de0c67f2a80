import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  bannerIdParamsSchema,
  bannerMaxBytes,
  bannerRowSchema,
  orderBannersBodySchema,
  publicBannerSchema,
  registrationFormatBodySchema,
  registrationFormatSchema,
  schoolLogoMaxBytes,
  schoolProfileBodySchema,
  schoolProfileSchema,
  updateBannerBodySchema,
  uploadBannerBodySchema,
} from './schemas.ts';

/** Reading: any page of School Profile. Writing: that screen's page. */
const readProfile = { kind: 'module', module: 'school_profile' } as const;
const page = (url: string) => ({ kind: 'module', module: `school_profile:${url}` }) as const;

export const getSchoolInformation = defineRoute({
  id: 'schoolProfile.getInformation',
  method: 'GET',
  area: 'school',
  path: '/school_information',
  access: readProfile,
  summary: "The school's address, contacts, board and the like (name and colours read-only)",
  data: schoolProfileSchema,
});

export const saveSchoolInformation = defineRoute({
  id: 'schoolProfile.saveInformation',
  method: 'PUT',
  area: 'school',
  path: '/school_information',
  access: page('add_school_information'),
  summary: "Create or replace the school's information",
  body: schoolProfileBodySchema,
  data: schoolProfileSchema,
});

export const uploadSchoolLogo = defineRoute({
  id: 'schoolProfile.uploadLogo',
  method: 'POST',
  area: 'school',
  path: '/school_logo',
  access: page('add_school_information'),
  summary: "Upload the school's own logo (multipart, part `file`: PNG or JPEG, at most 1 MB)",
  consumes: 'multipart',
  maxFileBytes: schoolLogoMaxBytes,
  data: schoolProfileSchema,
});

export const removeSchoolLogo = defineRoute({
  id: 'schoolProfile.removeLogo',
  method: 'DELETE',
  area: 'school',
  path: '/school_logo',
  access: page('add_school_information'),
  summary: "Remove the school's own logo (the operator's logo or the default shows again)",
  data: schoolProfileSchema,
});

export const listBanners = defineRoute({
  id: 'schoolProfile.listBanners',
  method: 'GET',
  area: 'school',
  path: '/school_banner',
  access: readProfile,
  summary: 'Every banner of the school, in display order',
  data: z.array(bannerRowSchema),
});

export const uploadBanner = defineRoute({
  id: 'schoolProfile.uploadBanner',
  method: 'POST',
  area: 'school',
  path: '/school_banner',
  access: page('school_banner'),
  summary: 'Upload a banner image (multipart, part `file`: PNG, JPEG or WebP, at most 2 MB)',
  body: uploadBannerBodySchema,
  consumes: 'multipart',
  maxFileBytes: bannerMaxBytes,
  data: bannerRowSchema,
});

export const updateBanner = defineRoute({
  id: 'schoolProfile.updateBanner',
  method: 'PUT',
  area: 'school',
  path: '/school_banner',
  access: page('school_banner'),
  summary: "Change a banner's title, or show or hide it",
  body: updateBannerBodySchema,
  data: bannerRowSchema,
});

export const orderBanners = defineRoute({
  id: 'schoolProfile.orderBanners',
  method: 'PUT',
  area: 'school',
  path: '/school_banner/order',
  access: page('school_banner'),
  summary: 'Set the display order: every banner once, first to last',
  body: orderBannersBodySchema,
  data: z.array(bannerRowSchema),
});

export const deleteBanner = defineRoute({
  id: 'schoolProfile.deleteBanner',
  method: 'DELETE',
  area: 'school',
  path: '/school_banner/:id',
  access: page('school_banner'),
  summary: 'Delete a banner and its image',
  params: bannerIdParamsSchema,
  data: z.null(),
});

export const listPublicBanners = defineRoute({
  id: 'schoolProfile.publicBanners',
  method: 'GET',
  area: 'common',
  path: '/school-banners',
  access: { kind: 'public' },
  summary: "The active banners of the host's school, for its public pages",
  data: z.array(publicBannerSchema),
});

export const getBannerImage = defineRoute({
  id: 'schoolProfile.bannerImage',
  method: 'GET',
  area: 'common',
  path: '/school-banners/:id',
  access: { kind: 'public' },
  summary: "A banner image of the host's school (hidden banners only for its staff)",
  params: bannerIdParamsSchema,
  data: z.null(),
  produces: 'file',
});

export const getRegistrationFormat = defineRoute({
  id: 'schoolProfile.getRegistrationFormat',
  method: 'GET',
  area: 'school',
  path: '/registration_number_format',
  access: readProfile,
  summary: 'How admission numbers are made, with the next number',
  data: registrationFormatSchema,
});

export const saveRegistrationFormat = defineRoute({
  id: 'schoolProfile.saveRegistrationFormat',
  method: 'PUT',
  area: 'school',
  path: '/registration_number_format',
  access: page('registration_number_format'),
  summary: 'Set how admission numbers are made; numbers already issued never change',
  body: registrationFormatBodySchema,
  data: registrationFormatSchema,
});

export const schoolProfileRoutes = [
  getSchoolInformation,
  saveSchoolInformation,
  uploadSchoolLogo,
  removeSchoolLogo,
  listBanners,
  uploadBanner,
  updateBanner,
  orderBanners,
  deleteBanner,
  listPublicBanners,
  getBannerImage,
  getRegistrationFormat,
  saveRegistrationFormat,
];
