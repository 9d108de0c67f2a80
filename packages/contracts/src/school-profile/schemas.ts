import { z } from 'zod';
import { flagSchema, nameSchema, oneOrZeroSchema, recordIdSchema } from '../core/fields.ts';

/** Texts of the school information, banner and registration number screens, written once. */
export const profileMessages = {
  enterAddress: 'Please enter the address',
  enterCity: 'Please enter the city',
  enterState: 'Please enter the state',
  badPincode: 'Please enter a valid 6-digit pincode',
  badPhone: 'Please enter a valid 10-digit phone number',
  badEmail: 'Please enter a valid e-mail',
  badWebsite: 'Please enter a website address like https://school.example.com',
  badYear: (thisYear: number) => `Established year must be a year from 1800 to ${thisYear}`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  profileSaved: 'School information saved.',
  chooseImage: 'Please choose an image file',
  notAnImage: 'The banner must be a PNG, JPEG or WebP image',
  imageTooLarge: 'The banner image must be at most 2 MB',
  badUpload: 'The upload could not be read. Please try again.',
  tooManyBanners: 'A school may have at most 20 banners. Please delete one first.',
  bannerNotFound: 'Banner not found.',
  badBannerTitle: 'Title must be at most 100 characters',
  isActiveFlag: 'Is active must be 1 or 0',
  listEveryBanner: 'Please list every banner once',
  bannerSaved: 'Banner saved.',
  bannerUploaded: 'Banner uploaded.',
  bannerDeleted: 'Banner deleted.',
  bannersOrdered: 'Banner order saved.',
  badPrefix: 'Prefix may have up to 10 letters and digits',
  badSeparator: 'Separator must be /, -, _, . or nothing',
  includeYearFlag: 'Include year must be 1 or 0',
  badDigits: 'Digits must be a whole number from 1 to 8',
  badStartFrom: 'Start from must be a whole number from 1 to 99999999',
  startFromTooLong: 'Start from has more digits than the number allows',
  formatSaved: 'Registration number format saved.',
  chooseLogo: 'Please choose a PNG or JPEG file',
  notALogo: 'The logo must be a PNG or JPEG image',
  logoTooLarge: 'The logo must be at most 1 MB',
  logoUnreadable: 'The logo image could not be read. Please choose another PNG or JPEG file.',
  logoUploaded: 'School logo uploaded.',
  logoRemoved: 'School logo removed.',
} as const;

const m = profileMessages;
const thisYear = () => new Date().getUTCFullYear();

/** Optional text: '' and null mean "not given". */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: m.tooLong(label, max) })
      .trim()
      .max(max, { error: m.tooLong(label, max) })
      .nullish()
      .transform((value) => value ?? null),
  );

export const schoolProfileBodySchema = z.object({
  address: nameSchema(m.enterAddress, 'Address', 300),
  city: nameSchema(m.enterCity, 'City', 80),
  state: nameSchema(m.enterState, 'State', 80),
  pincode: z
    .string({ error: m.badPincode })
    .trim()
    .regex(/^[1-9]\d{5}$/, { error: m.badPincode }),
  phone: z
    .string({ error: m.badPhone })
    .trim()
    .regex(/^\d{10}$/, { error: m.badPhone }),
  email: z
    .string({ error: m.badEmail })
    .trim()
    .toLowerCase()
    .max(254, { error: m.badEmail })
    .email({ error: m.badEmail }),
  website: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: m.badWebsite })
      .trim()
      .max(200, { error: m.badWebsite })
      .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/, { error: m.badWebsite })
      .nullish()
      .transform((value) => value ?? null),
  ),
  affiliation_board: optionalText('Board', 80),
  affiliation_number: optionalText('Affiliation number', 40),
  established_year: z.preprocess(
    (value) => (value === '' ? null : value),
    z.coerce
      .number({ error: m.badYear(thisYear()) })
      .int({ error: m.badYear(thisYear()) })
      .min(1800, { error: m.badYear(thisYear()) })
      .refine((year) => year <= thisYear(), { error: m.badYear(thisYear()) })
      .nullish()
      .transform((value) => value ?? null),
  ),
  principal_name: optionalText('Principal name', 120),
  about: optionalText('About', 5000),
});
export type SchoolProfileBody = z.infer<typeof schoolProfileBodySchema>;

/** The profile as shown: the platform's name and colours are read-only here. */
export const schoolProfileSchema = z.object({
  school_name: z.string(),
  subdomain: z.string(),
  primary_color: z.string(),
  text_color: z.string(),
  /** Where the logo is served: the uploaded one (versioned), else the operator's or a default. */
  logo: z.string(),
  /** 1 when the school uploaded its own logo (it can then be removed). */
  logo_uploaded: oneOrZeroSchema,
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  affiliation_board: z.string().nullable(),
  affiliation_number: z.string().nullable(),
  established_year: z.number().int().nullable(),
  principal_name: z.string().nullable(),
  about: z.string().nullable(),
  updated_at: z.string().nullable(),
});

/** Banners: images only, checked from their bytes. */
export const bannerMaxBytes = 2 * 1024 * 1024;
export const maxBannersPerSchool = 20;
export const bannerContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

const bannerTitle = optionalText('Title', 100);
export const bannerIdSchema = recordIdSchema(m.bannerNotFound);

/** The text fields of the multipart upload (the image travels as the `file` part). */
export const uploadBannerBodySchema = z.object({
  title: bannerTitle,
  is_active: flagSchema(m.isActiveFlag).default(true),
});
export const updateBannerBodySchema = z.object({
  id: bannerIdSchema,
  title: bannerTitle,
  is_active: flagSchema(m.isActiveFlag),
});
export const orderBannersBodySchema = z.object({
  banner_ids: z
    .array(bannerIdSchema, { error: m.listEveryBanner })
    .min(1, { error: m.listEveryBanner })
    .max(maxBannersPerSchool, { error: m.listEveryBanner }),
});
export const bannerIdParamsSchema = z.object({ id: bannerIdSchema });

export const bannerRowSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  position: z.number().int(),
  is_active: oneOrZeroSchema,
  content_type: z.string(),
  /** Where the image is served (GET, public for active banners). */
  url: z.string(),
  created_at: z.string(),
});
export const publicBannerSchema = bannerRowSchema.pick({ id: true, title: true, url: true });

/** The school's own logo: PNG or JPEG by its bytes, small enough for every PDF it heads. */
export const schoolLogoMaxBytes = 1024 * 1024;
export const schoolLogoContentTypes = ['image/png', 'image/jpeg'] as const;

/** Registration (admission) number format. */
export const registrationSeparators = ['', '/', '-', '_', '.'] as const;

export const registrationFormatBodySchema = z
  .object({
    prefix: z
      .string({ error: m.badPrefix })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{0,10}$/, { error: m.badPrefix }),
    include_year: flagSchema(m.includeYearFlag),
    separator: z.enum(registrationSeparators, { error: m.badSeparator }),
    digits: z.coerce
      .number({ error: m.badDigits })
      .int({ error: m.badDigits })
      .min(1, { error: m.badDigits })
      .max(8, { error: m.badDigits }),
    start_from: z.coerce
      .number({ error: m.badStartFrom })
      .int({ error: m.badStartFrom })
      .min(1, { error: m.badStartFrom })
      .max(99_999_999, { error: m.badStartFrom }),
  })
  .refine((format) => String(format.start_from).length <= format.digits, {
    error: m.startFromTooLong,
    path: ['start_from'],
  });
export type RegistrationFormatBody = z.infer<typeof registrationFormatBodySchema>;

export const registrationFormatSchema = z.object({
  prefix: z.string(),
  include_year: oneOrZeroSchema,
  separator: z.string(),
  digits: z.number().int(),
  start_from: z.number().int(),
  /** The year the next number is issued for (the current session's start year). */
  year: z.number().int(),
  /** The number the next admission would get, e.g. GW/2026/0008. */
  next_number: z.string(),
});
